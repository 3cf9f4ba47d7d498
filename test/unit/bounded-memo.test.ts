import { describe, expect, it } from "vitest";
import { boundedMemo } from "../../server/bounded-memo";

/** A memo of the key's length that counts how often it is worked out. */
function counted(options: { size: number; longest?: number }) {
  const asked: string[] = [];
  const memo = boundedMemo((key) => {
    asked.push(key);
    return key.length;
  }, options);
  return { memo, asked };
}

describe("a bounded memo", () => {
  it("works a key out once, and answers it again from memory", () => {
    const { memo, asked } = counted({ size: 10 });
    expect([memo("a"), memo("bb"), memo("a"), memo("bb"), memo("")]).toEqual([1, 2, 1, 2, 0]);
    expect(asked).toEqual(["a", "bb", ""]);
  });

  it("starts afresh once full, so that new keys cannot grow it", () => {
    const { memo, asked } = counted({ size: 2 });
    memo("a");
    memo("b");
    memo("c"); // the memory was full: it now holds "c" alone
    memo("c");
    memo("a");
    expect(asked).toEqual(["a", "b", "c", "a"]);
  });

  it("never keeps a key longer than its limit, yet answers it", () => {
    const { memo, asked } = counted({ size: 10, longest: 3 });
    expect(memo("abcd")).toBe(4);
    expect(memo("abcd")).toBe(4);
    expect(memo("abc")).toBe(3);
    expect(memo("abc")).toBe(3);
    expect(asked).toEqual(["abcd", "abcd", "abc"]);
  });
});
