/**
 * The back office's form kit: Conform over the entity's Zod schema, so the
 * browser checks exactly what the server checks, with the fields of
 * ./fields.tsx and ./list-field.tsx carrying their messages next to them
 * (aria-invalid, aria-describedby) with or without JavaScript.
 */
import {
  getFormProps,
  useForm,
  type DefaultValue,
  type FormMetadata,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, type ReactNode } from "react";
import type { z } from "zod";
import { afterPhoneCheckLoads, loadPhoneCheck } from "~/content/phone-check";
import { useWords } from "./words";

/** Hidden inputs that say what to do with a form, not what it holds: never an unsaved change. */
const bookkeeping = new Set(["version", "section", "intent", "id", "q", "enhanced"]);
export const isBookkeeping = (name: string) => bookkeeping.has(name) || name.startsWith("__");

/**
 * A form bound to one schema. Fields are checked when left and again as they
 * are corrected; the server's answer (`lastResult`) shows its messages the
 * same way, and focus goes to the first field that needs attention.
 */
export function useSchemaForm<S extends z.ZodObject>(
  schema: S,
  {
    id,
    lastResult,
    defaultValue,
  }: { id: string; lastResult?: SubmissionResult<string[]> | null; defaultValue?: DefaultValue<z.input<S>> },
) {
  const [form, fields] = useForm({
    id,
    lastResult: lastResult ?? undefined,
    constraint: getZodConstraint(schema),
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    shouldDirtyConsider: (name) => !isBookkeeping(name),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useFocusFirstInvalid(form.id, lastResult);
  useTypedBeforeStart(form.id);
  usePhoneCheckOnUse(form.id);
  return [form, fields] as const;
}

/**
 * The browser's phone check is loaded when a phone field (`type="tel"`) is first used, not with the screen
 * (~/content/phone-check). Once it arrives, each phone field that holds a number is announced as typed again:
 * one already checked (it passed without the check) is checked now; one not yet left stays unchecked.
 */
function usePhoneCheckOnUse(formId: string) {
  useEffect(() => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return;
    const isPhone = (field: EventTarget | null): field is HTMLInputElement =>
      field instanceof HTMLInputElement && field.type === "tel";
    // On the document: a field may belong to the form from elsewhere on the page (its `form` attribute).
    const load = (event: FocusEvent) => {
      if (isPhone(event.target) && event.target.form === element) void loadPhoneCheck();
    };
    document.addEventListener("focusin", load);
    const stopWaiting = afterPhoneCheckLoads(() => {
      for (const field of element.elements) {
        if (isPhone(field) && field.value) field.dispatchEvent(new Event("input", { bubbles: true }));
      }
    });
    return () => {
      document.removeEventListener("focusin", load);
      stopWaiting();
    };
  }, [formId]);
}

/**
 * What was typed before the page started (a slow phone shows the server's form well before its script runs) is in
 * the fields, but the form's state began from the server's values: it would count the form as unchanged, keep no
 * draft and not warn on leaving. Once started, a field that differs from what the server sent is announced as typed,
 * so the form reads every field again; nothing in the fields is changed.
 */
function useTypedBeforeStart(formId: string) {
  useEffect(() => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return;
    const typed = [...element.elements].find(
      (field) =>
        (field instanceof HTMLInputElement &&
          (field.type === "checkbox" || field.type === "radio") &&
          field.checked !== field.defaultChecked) ||
        (field instanceof HTMLInputElement && field.type !== "file" && field.value !== field.defaultValue) ||
        (field instanceof HTMLTextAreaElement && field.value !== field.defaultValue) ||
        (field instanceof HTMLSelectElement && [...field.options].some((o) => o.selected !== o.defaultSelected)),
    );
    typed?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [formId]);
}

/** After the server refuses a save, the first field that needs attention gets focus. */
function useFocusFirstInvalid(formId: string, lastResult: SubmissionResult<string[]> | null | undefined) {
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    const first = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [formId, lastResult]);
}

export { getFormProps, parseWithZod };

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
export type { FormMetadata };

/** The form's main button: while its post is on its way it says so, and cannot be pressed twice. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel?: string;
  children: ReactNode;
}) {
  const { t } = useWords();
  return (
    <button
      type="submit"
      className="admin-button admin-button-primary"
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? (pendingLabel ?? t("Saving…")) : children}
    </button>
  );
}

/**
 * The button a phone's Go key (Enter) presses: the browser takes a form's
 * first submit button, which would otherwise be a row's ↑ or "Add feature".
 * Out of sight and out of the tab order; the visible Save button stays the
 * one to tap.
 */
export function EnterSaves() {
  const { t } = useWords();
  return (
    <button type="submit" className="admin-enter-saves" tabIndex={-1} aria-hidden="true">
      {t("Save")}
    </button>
  );
}

/** Messages that belong to the whole form rather than one field. */
export function FormErrors({ form }: { form: FormMetadata<any, string[]> }) {
  // A refusal names its days in English ("Wed 3 Dec"): they are said in the reader's language too.
  const { text } = useWords();
  if (!form.errors?.length) return null;
  return (
    <div className="admin-alert" role="alert" id={form.errorId}>
      {form.errors.map((e) => text(e)).join(" ")}
    </div>
  );
}
