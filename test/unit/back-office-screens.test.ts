/**
 * Which phrase books each back-office screen reads (app/i18n/back-office/screens.ts): every screen of the route table
 * has its entry, and every phrase its code can write is in one of its books. The code is read, not run: from each
 * screen's module (with its frame's), every module it imports in app/ that the browser runs too, and in them every
 * string a book has as a phrase, a template literal by its shape ("`${label} is required`" is "{label} is required"):
 * a dialog not open, a check's message not yet shown, are counted as well. A phrase a screen reaches that its books
 * lack would read English on the server and in the browser alike. Of the server's modules, those the screen's own
 * module calls and theirs are read (its refusals); what reaches it through the site's services is read where it
 * arrives, by the walk of every screen in test/server/back-office-languages.test.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { books as hindi } from "~/i18n/back-office/hi/index";
import { bookNames, type BookName } from "~/i18n/back-office/phrases";
import { booksOf, screenBooks } from "~/i18n/back-office/screens";

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

/** Every back-office page of the route table, by its pattern ("/admin/bookings/:ref"), with its module and its frame's. */
function screens(): { pattern: string; files: string[] }[] {
  const found: { pattern: string; files: string[] }[] = [];
  const walk = (entries: RouteEntry[], layouts: string[]) =>
    entries.forEach((e) => {
      if (e.path?.startsWith("admin") && e.file.endsWith(".tsx"))
        found.push({ pattern: `/${e.path}`, files: [...layouts, e.file] });
      walk(e.children ?? [], e.path === undefined ? [...layouts, e.file] : layouts);
    });
  walk(routes as RouteEntry[], []);
  return found;
}

const app = path.resolve("app");

/** A module's file from its import ("~/admin/words", "./sentence"); null for a package's. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(app, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** "Signed in as {name}" and `Signed in as ${user.name}` alike: "Signed in as {}". */
const shape = (s: string) => s.replace(/\{\w+\}/g, "{}");

interface Module {
  imports: string[];
  /** Modules it takes only types from: a store whose answers it shows. */
  typeImports: string[];
  strings: Set<string>;
}

const modules = new Map<string, Module>();

/** A module's imports and strings (each string by its shape), read once. */
function read(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const module: Module = { imports: [], typeImports: [], strings: new Set() };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      // A type's import brings no words.
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      const target = resolve(file, (node.moduleSpecifier as ts.StringLiteral).text);
      if (target) (typeOnly ? module.typeImports : module.imports).push(target);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      const target = specifier && ts.isStringLiteral(specifier) ? resolve(file, specifier.text) : null;
      if (target) module.imports.push(target);
    } else if (ts.isStringLiteralLike(node)) {
      module.strings.add(shape(node.text));
    } else if (ts.isTemplateExpression(node)) {
      module.strings.add(shape(node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join("")));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  modules.set(file, module);
  return module;
}

/** The phrase books' own files, and the modules that give them: their strings are the books, not a screen's words. */
const books = path.join(app, "i18n/back-office");
const isBook = (file: string) =>
  /\/(hi|kn)\//.test(path.relative(books, file)) || file.endsWith("all.server.ts") || file.endsWith("load.ts");

/**
 * What is not a screen's own writing: the server's modules (their sentences reach the screen as data, and the walk
 * of every screen in test/server/back-office-languages.test.ts reads them there), the public pages' dictionaries,
 * the languages' own names (each written in itself), the roles' permission names, search engines' vocabulary, and
 * `actorName`'s two words (words.ts is every screen's; the screens that name who did it read money's book), and the
 * dates' modules, whose English day and month names are what they read and write for the public pages, and which
 * Intl writes in the reader's language (`i18n/dates.ts`), not a book.
 */
const elsewhere =
  /\.server\.tsx?$|^i18n\/dictionaries\/|^i18n\/languages\.ts$|^content\/languages\.ts$|^auth\/permissions\.ts$|^seo\/|^i18n\/back-office\/words\.ts$|^i18n\/dates\.ts$|^content\/format\.ts$/;

/**
 * Values of attributes and props that happen to be phrases too ("off", a form's `Form`), and an invitation's
 * problem's key ("expired"), not words shown.
 */
const notWords = new Set(["on", "off", "none", "Form", "section", "settings", "expired"]);

/** Every module a screen's files import, in app/, but the books and what is written elsewhere. */
function graph(files: string[]): string[] {
  const seen = new Set<string>();
  const queue = files.map((f) => path.join(app, f));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !file.startsWith(app) || isBook(file) || elsewhere.test(path.relative(app, file))) continue;
    seen.add(file);
    queue.push(...read(file).imports);
  }
  return [...seen];
}

/**
 * The server's modules a screen's own module calls or names the types of (the store whose answers it shows, reached
 * through the site's services), and theirs: where its loader's and its action's sentences come from ("Some fields
 * need attention. Nothing was saved.").
 */
function serverSide(file: string): string[] {
  const server = (f: string) => /\.server\.tsx?$/.test(f) && !f.endsWith("services.server.ts");
  const named = ({ imports, typeImports }: Module) => [...imports, ...typeImports].filter(server);
  const near = named(read(path.join(app, file)));
  return [...new Set([...near, ...near.flatMap((f) => named(read(f)))])];
}

/** Which books have each phrase, by its shape. */
const booksWith = new Map<string, BookName[]>();
for (const area of bookNames)
  for (const phrase of Object.keys(hindi[area]))
    booksWith.set(shape(phrase), [...(booksWith.get(shape(phrase)) ?? []), area]);

describe("the books each back-office screen reads", () => {
  it("has an entry for every back-office page of the route table, and none for a page that is not there", () => {
    const patterns = screens().map((s) => s.pattern);
    expect(Object.keys(screenBooks).filter((p) => !patterns.includes(p))).toEqual([]);
    expect(patterns.filter((p) => !(p in screenBooks))).toEqual([]);
  });

  it("gives a screen's address its books, the frame's first; none outside the back office", () => {
    expect(booksOf("/admin/bookings/SR-3C4R")).toEqual(["frame", "content", "bookings", "money"]);
    expect(booksOf("/admin/content")).toEqual(["frame", "content"]);
    expect(booksOf("/admin/content/bikes/3/history")).toEqual(["frame", "content", "bookings", "money"]);
    expect(booksOf("/admin/login")).toEqual(["frame"]);
    expect(booksOf("/admin/no-such-screen")).toEqual(["frame"]);
    expect(booksOf("/kn/")).toEqual([]);
  });

  it("holds every phrase a screen's code writes in one of the screen's books", () => {
    const lacking: Record<string, string[]> = {};
    for (const { pattern, files } of screens()) {
      const reads = booksOf(pattern);
      const missing = new Set<string>();
      for (const file of [...graph(files), ...serverSide(files.at(-1)!)])
        for (const phrase of read(file).strings) {
          const where = notWords.has(phrase) ? undefined : booksWith.get(phrase);
          if (where && !where.some((area) => reads.includes(area)))
            missing.add(`${phrase} (${where.join(", ")}) ← ${path.relative(app, file)}`);
        }
      if (missing.size) lacking[pattern] = [...missing];
    }
    expect(lacking).toEqual({});
  });
});
