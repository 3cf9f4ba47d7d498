/**
 * A form read for a schema written with zod/mini, as Conform's `parseWithZod` reads one for a classic schema:
 * an empty field is a missing one, and each message is filed under the field's name ("rows[0].name"). Conform's
 * own reading cannot be used for these: its coercion imports zod's classic API, which is what a mini schema
 * leaves out of the page.
 */
import { parse, type Submission } from "@conform-to/react";
import { safeParse, type $ZodType, type input, type output } from "zod/v4/core";

/** What a form posts, with its empty fields taken as not filled in (Conform's coercion does the same). */
function withoutEmpty(value: unknown): unknown {
  if (value === "") return undefined;
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === "object" && !(value instanceof Blob)) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withoutEmpty(v)]));
  }
  return value;
}

/** A path as a field's name: ["rows", 0, "name"] → "rows[0].name"; the whole form is "". */
const nameOfPath = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    "",
  );

export function parseWithMini<S extends $ZodType>(
  formData: FormData,
  schema: S,
): Submission<input<S> & Record<string, unknown>, string[], output<S>> {
  return parse(formData, {
    resolve(payload) {
      const result = safeParse(schema, withoutEmpty(payload));
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) (error[nameOfPath(issue.path)] ??= []).push(issue.message);
      return { error };
    },
  });
}
