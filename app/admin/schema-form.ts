/**
 * A form's rules from a Zod schema, for the screens whose forms are what the screen is for (a content item, a
 * setting, an account): the fields' attributes and the schema's check, both at hand. The server's side of the
 * same schema: its parse and its answer to a refused form.
 */
import type { DefaultValue, Submission, SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { useCheckedForm, type FormRules } from "./form";

/** The rules of a form checked by `schema`: what the browser checks is what the server checks. */
function rulesOf<S extends z.ZodObject>(schema: S): FormRules<z.input<S>, z.output<S>> {
  return { constraint: getZodConstraint(schema), check: (formData) => parseWithZod(formData, { schema }) };
}

/** A form bound to one schema (./form.tsx's `useCheckedForm`). */
export function useSchemaForm<S extends z.ZodObject>(
  schema: S,
  options: { id: string; lastResult?: SubmissionResult<string[]> | null; defaultValue?: DefaultValue<z.input<S>> },
) {
  return useCheckedForm(rulesOf(schema), options);
}

export { parseWithZod };

const NOT_A_LIST = "This list could not be read. Add its rows again and save.";

/**
 * The server's answer to a refused form, ready to show again. A post that
 * sends one text where the schema wants a list (`features=x` instead of
 * `features[0]=x`) cannot be put back in the form's rows, so that field
 * starts empty, with its message, instead of breaking the page.
 */
export function replyTo(submission: Submission<unknown>, schema: z.ZodObject) {
  const constraint = getZodConstraint(schema);
  const notLists = Object.keys(constraint)
    .filter((name) => constraint[name]?.multiple)
    .flatMap((name) => valuesAt(submission.payload, name))
    .filter(([, value]) => value !== undefined && !Array.isArray(value))
    .map(([path]) => path);
  if (!notLists.length) return submission.reply();
  const fieldErrors = Object.fromEntries(notLists.map((path) => [path, [NOT_A_LIST]]));
  return submission.reply({ hideFields: notLists, fieldErrors });
}

/** Every value a constraint's name points at (`openingHours[].days` → each row's days), with its path. */
function valuesAt(value: unknown, name: string): [string, unknown][] {
  const walk = (value: unknown, [head, ...rest]: string[], path: string): [string, unknown][] => {
    if (head === undefined) return [[path, value]];
    if (head === "[]") return Array.isArray(value) ? value.flatMap((v, i) => walk(v, rest, `${path}[${i}]`)) : [];
    const child = value && typeof value === "object" ? (value as Record<string, unknown>)[head] : undefined;
    return walk(child, rest, path ? `${path}.${head}` : head);
  };
  return walk(value, name.replaceAll("[]", ".[]").split("."), "");
}
