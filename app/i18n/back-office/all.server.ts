/** The server speaks every language: each language's books are given once, at start, and a screen reads its own. */
import { books as hi } from "./hi/index";
import { books as kn } from "./kn/index";
import { bookNames } from "./phrases";
import { provide } from "./words";

for (const area of bookNames) {
  provide("hi", area, hi[area]);
  provide("kn", area, kn[area]);
}
