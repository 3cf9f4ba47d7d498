/**
 * The little formatting the owner may use in the longer texts of the About,
 * FAQ and Privacy pages, typed as plain text: a blank line starts a new
 * paragraph, lines starting "- " make a list ("1. " a numbered one),
 * **bold**, and [words](address) for a link to a web page, a phone number or
 * an email address. It is parsed into blocks the page renders as React
 * elements, so every character the owner typed reaches the page escaped; no
 * HTML from the database is ever put on a page as HTML. Safe for the browser.
 */
import { z } from "zod";
import { optionalText, requiredText } from "./checks";

export type Inline = { text: string } | { bold: string } | { link: string; href: string };
export type Block = { paragraph: Inline[] } | { list: Inline[][]; numbered: boolean };

/** The addresses a link may lead to: a web page, a call, an email. */
const SAFE_LINK = /^(https?:\/\/[^\s]+|tel:\+?[0-9 ()-]{3,}|mailto:[^\s@]+@[^\s@]+)$/i;
const LINK_OR_BOLD = /\[([^\]\n]+)\]\(([^)\s]*)\)|\*\*([^*\n]+)\*\*/g;
const BULLET = /^[-*] +/;
const NUMBER = /^\d{1,3}[.)] +/;

function inlines(line: string): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const match of line.matchAll(LINK_OR_BOLD)) {
    if (match.index > at) out.push({ text: line.slice(at, match.index) });
    const [whole, words, href, bold] = match;
    // A link to anything else stays the text it was typed as (the check refuses it before it is saved).
    if (bold !== undefined) out.push({ bold });
    else if (SAFE_LINK.test(href!)) out.push({ link: words!, href: href! });
    else out.push({ text: whole });
    at = match.index + whole.length;
  }
  if (at < line.length) out.push({ text: line.slice(at) });
  return out;
}

/** The owner's text as the page's blocks. */
export function richText(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const marker = [BULLET, NUMBER].find((m) => lines.every((l) => m.test(l)));
    if (marker) blocks.push({ list: lines.map((l) => inlines(l.replace(marker, ""))), numbered: marker === NUMBER });
    else blocks.push({ paragraph: inlines(lines.join(" ")) });
  }
  return blocks;
}

/** The words of the text without its marks (for structured data and summaries). */
export function plainWords(source: string): string {
  return richText(source)
    .flatMap((b) => ("paragraph" in b ? [b.paragraph] : b.list))
    .map((line) => line.map((i) => ("text" in i ? i.text : "bold" in i ? i.bold : i.link)).join(""))
    .join(" ");
}

/** The links typed with an address the page will not link to, as the owner should hear of them. */
function badLinks(source: string): string[] {
  return [...source.matchAll(LINK_OR_BOLD)].flatMap(([, , href]) =>
    href !== undefined && !SAFE_LINK.test(href) ? [href || "(empty)"] : [],
  );
}

const checkLinks = (label: string) => (value: string, ctx: z.RefinementCtx) => {
  for (const href of badLinks(value)) {
    ctx.addIssue({
      code: "custom",
      message: `${label}: the link to "${href}" must start with https://, http://, tel: or mailto:`,
    });
  }
};

/** A hint for the form: how to format. */
export const richTextHint =
  "A blank line starts a new paragraph. Start lines with - for a list, put **two stars** around bold words, and write links as [words](https://…), [Call us](tel:+91…) or [Email us](mailto:…).";

/** Text with the formatting above; refused, with a message, if it holds HTML or a link anywhere else. */
export const richTextField = (label: string, max: number) =>
  requiredText(label, max, { multiline: true }).superRefine(checkLinks(label));

export const optionalRichTextField = (label: string, max: number) =>
  optionalText(label, max, { multiline: true }).superRefine(checkLinks(label));
