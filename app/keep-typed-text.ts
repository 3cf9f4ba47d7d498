/**
 * Text typed into a server-drawn form before its page has started stays as it was typed. React, starting a page,
 * writes each `<textarea>`'s server text into it again (its `defaultValue`, then its `value`): a slow phone's owner
 * who had begun typing lost the words typed so far, and one who had placed the caret found it moved to the start, so
 * the next words landed in front of the old text. Until the page's first render is on screen, those two writes of the
 * text the server sent are left out; every other write goes through, and nothing is left behind once it has started.
 */
export function keepTypedText(root: ParentNode = document): () => void {
  const value = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!;
  const defaultValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "defaultValue")!;
  const guarded = [...root.querySelectorAll("textarea")];
  for (const area of guarded) {
    const server = defaultValue.get!.call(area) as string;
    Object.defineProperties(area, {
      value: {
        configurable: true,
        get: value.get,
        set(next: string) {
          if (String(next) !== server) value.set!.call(this, next);
        },
      },
      defaultValue: {
        configurable: true,
        get: defaultValue.get,
        set(next: string) {
          if (String(next) !== server) defaultValue.set!.call(this, next);
        },
      },
    });
  }
  return () => {
    for (const area of guarded) {
      delete (area as { value?: string }).value;
      delete (area as { defaultValue?: string }).defaultValue;
    }
  };
}
