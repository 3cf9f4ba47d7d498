import { createRequire } from "node:module";

// jsdom (already here for the jsdom test environment) ships no types; this is the one part used.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

/** A page's HTML as a document, to read it the way a browser would. */
export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

/** What a screen reader says for an element: its text without the parts hidden from it, spaces as one. */
export function heard(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent!.replace(/\s+/g, " ").trim();
}
