/**
 * A short word on a button or label that a screen reader says as a whole
 * sentence: "Open" read as "Open Bikes", in Hindi "खोलें" read as "बाइक खोलें".
 * Each language writes the sentence whole (`t("Open {list}", { list })`), so
 * no translated word is glued to a name in English order. Where the sentence
 * begins or ends with the shown word, the rest is added out of sight beside it
 * (in English the markup is what it always was); otherwise the sentence is said
 * in place of the shown word.
 */
import type { ReactNode } from "react";

export function Spoken({ shown, said }: { shown: string; said: string }): ReactNode {
  if (said.startsWith(shown)) {
    return (
      <>
        {shown}
        <span className="visually-hidden">{said.slice(shown.length)}</span>
      </>
    );
  }
  if (said.endsWith(shown)) {
    return (
      <>
        <span className="visually-hidden">{said.slice(0, said.length - shown.length)}</span>
        {shown}
      </>
    );
  }
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{said}</span>
    </>
  );
}
