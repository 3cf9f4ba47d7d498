/**
 * The back office's form kit: Conform over the entity's Zod schema, so the
 * browser checks exactly what the server checks, with the fields of
 * ./fields.tsx and ./list-field.tsx carrying their messages next to them
 * (aria-invalid, aria-describedby) with or without JavaScript.
 *
 * This module holds no schema library: a form is given its rules (the fields'
 * attributes and the schema's check, ./schema-form.ts builds both from a Zod
 * schema), or its attributes and where to fetch the check, so a screen whose
 * forms are only sometimes used (Bookings) does not carry Zod to show them.
 */
import {
  getFormProps,
  parse,
  useForm,
  type DefaultValue,
  type FormMetadata,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import { useEffect, useRef, type ReactNode } from "react";
import { afterPhoneCheckLoads, loadPhoneCheck } from "~/content/phone-check";
import { useWords } from "./words";

/** Hidden inputs that say what to do with a form, not what it holds: never an unsaved change. */
const bookkeeping = new Set(["version", "section", "intent", "id", "q", "enhanced"]);
export const isBookkeeping = (name: string) => bookkeeping.has(name) || name.startsWith("__");

/** The form of this id on the page, if it is there. */
export function formById(id: string) {
  const element = document.getElementById(id);
  return element instanceof HTMLFormElement ? element : null;
}

/** The fields as the form would post them: no bookkeeping, no files, no passwords. */
export function typedEntries(element: HTMLFormElement): [string, string][] {
  const passwords = new Set(
    [...element.querySelectorAll<HTMLInputElement>('input[type="password"]')].map((input) => input.name),
  );
  return [...new FormData(element)].filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === "string" && !isBookkeeping(entry[0]) && !passwords.has(entry[0]),
  );
}

/** The attributes a field gets from its schema (required, maxLength, min…), as Conform names them. */
export type Constraints = Record<
  string,
  {
    required?: boolean;
    minLength?: number;
    maxLength?: number;
    min?: string | number;
    max?: string | number;
    step?: string | number;
    multiple?: boolean;
    pattern?: string;
    accept?: string;
  }
>;

/** A schema's check of what a form holds, as the server runs it. */
export type FormCheck<Input extends Record<string, unknown>, Output = Input> = (
  formData: FormData,
) => Submission<Input, string[], Output>;

/**
 * What a form is checked by: its fields' attributes, and the schema's check, either at hand or fetched the
 * first time the form is used (a field focused or typed in, or the form sent before that).
 */
export type FormRules<Input extends Record<string, unknown>, Output = Input> = { constraint: Constraints } & (
  | { check: FormCheck<Input, Output>; load?: undefined }
  | { check?: undefined; load: () => Promise<FormCheck<Input, Output>> }
);

/**
 * A form bound to its rules. Fields are checked when left and again as they
 * are corrected; the server's answer (`lastResult`) shows its messages the
 * same way, and focus goes to the first field that needs attention.
 */
export function useCheckedForm<Input extends Record<string, unknown>, Output = Input>(
  rules: FormRules<Input, Output>,
  {
    id,
    lastResult,
    defaultValue,
  }: { id: string; lastResult?: SubmissionResult<string[]> | null; defaultValue?: DefaultValue<Input> },
) {
  // A fetched check, once it is here.
  const fetched = useRef<FormCheck<Input, Output> | null>(null);
  const [form, fields] = useForm<Input, Output, string[]>({
    id,
    lastResult: lastResult ?? undefined,
    constraint: rules.constraint,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    shouldDirtyConsider: (name) => !isBookkeeping(name),
    // Before a fetched check is here, what was typed passes as typed: the server checks it when it is sent.
    onValidate: ({ formData }) => {
      const check = rules.check ?? fetched.current;
      return check ? check(formData) : parse(formData, { resolve: (value) => ({ value: value as Output }) });
    },
  });
  useCheckOnUse(form.id, rules.load, fetched);
  useFocusFirstInvalid(form.id, lastResult);
  useTypedBeforeStart(form.id);
  usePhoneCheckOnUse(form.id);
  return [form, fields] as const;
}

/** A field of this form, wherever it sits on the page (a field may join a form by its `form` attribute). */
const fieldOf = (form: HTMLFormElement, target: EventTarget | null): target is HTMLElement =>
  (target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLButtonElement) &&
  target.form === form;

/**
 * A check that is fetched is asked for the first time a field of the form is focused or typed in. A field left
 * before it arrived passed unchecked: it is announced as typed again once the check is here, so it is checked
 * then. A form sent before then waits for the check, so nothing leaves the browser unchecked; if the check cannot
 * be fetched (offline, never fetched before), the form goes as typed and the server's check answers. The press is
 * made once the check is here only if the form is still on the page and still holds what it held when pressed (the
 * screen may have moved to another booking, or a newer version, meanwhile).
 */
function useCheckOnUse<Input extends Record<string, unknown>, Output>(
  formId: string,
  load: (() => Promise<FormCheck<Input, Output>>) | undefined,
  check: { current: FormCheck<Input, Output> | null },
) {
  useEffect(() => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement) || !load || check.current) return;
    const left = new Set<HTMLElement>();
    let asked: Promise<void> | null = null;
    let unreachable = false;
    const fetchCheck = () =>
      (asked ??= load().then(
        (loaded) => {
          check.current = loaded;
          unreachable = false;
          for (const field of left) field.dispatchEvent(new Event("input", { bubbles: true }));
        },
        () => {
          unreachable = true;
          asked = null;
        },
      ));
    const onUse = (event: Event) => {
      if (fieldOf(element, event.target)) void fetchCheck();
    };
    const onLeave = (event: Event) => {
      if (fieldOf(element, event.target)) left.add(event.target);
    };
    // One press waits at a time: pressed again meanwhile, the latest press is the one made.
    type Press = { submitter: HTMLElement | null; sent: string };
    let held: Press | null = null;
    /** The press that waits, its button marked (data-waiting: ringed, admin.css) while it does. */
    const hold = (press: Press | null) => {
      held?.submitter?.removeAttribute("data-waiting");
      held = press;
      held?.submitter?.setAttribute("data-waiting", "");
    };
    let live = true;
    /** What the form would send: a press is made only if the form still says the same (same booking, version). */
    const sending = (submitter: HTMLElement | null) =>
      JSON.stringify([...new FormData(element, submitter?.isConnected ? submitter : null)].map(String));
    // On the form itself, before React's handlers (on the document) see the event.
    const onSubmit = (event: SubmitEvent) => {
      // Conform checks a field by a submit of its own (a hidden "__intent__" button): that one is not a send.
      const intent = event.submitter instanceof HTMLButtonElement && event.submitter.name === "__intent__";
      if (check.current || unreachable || intent) return;
      event.preventDefault();
      event.stopPropagation();
      const waiting = held !== null;
      const press = { submitter: event.submitter, sent: sending(event.submitter) };
      hold(press);
      // Pressed inside a confirmation that is then closed: taken back, even if it is opened again before the check.
      const confirmation = event.submitter?.closest("details");
      confirmation?.addEventListener("toggle", function closed() {
        if (confirmation.open) return;
        confirmation.removeEventListener("toggle", closed);
        if (held === press) hold(null);
      });
      if (waiting) return;
      // Said while the press waits: on a slow line the check can take a while to come.
      element.setAttribute("aria-busy", "true");
      void fetchCheck().then(() => {
        const latest = held;
        hold(null);
        element.removeAttribute("aria-busy");
        // Gone, or showing something else now (another booking, a newer version): the press is not made for it.
        if (!latest || !live || !element.isConnected) return;
        if (latest.submitter && !latest.submitter.isConnected) return;
        // Its confirmation closed this very moment (its "toggle" is told after).
        if (latest.submitter?.closest("details:not([open])")) return;
        if (sending(latest.submitter) !== latest.sent) return;
        element.requestSubmit(latest.submitter);
      });
    };
    document.addEventListener("focusin", onUse);
    document.addEventListener("input", onUse);
    document.addEventListener("focusout", onLeave);
    element.addEventListener("submit", onSubmit);
    return () => {
      live = false;
      document.removeEventListener("focusin", onUse);
      document.removeEventListener("input", onUse);
      document.removeEventListener("focusout", onLeave);
      element.removeEventListener("submit", onSubmit);
    };
  }, [formId, load, check]);
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
        // A box's or a choice's value is what it sends when ticked ("on" with no value written), not what was typed.
        (field instanceof HTMLInputElement &&
          !["file", "checkbox", "radio"].includes(field.type) &&
          field.value !== field.defaultValue) ||
        (field instanceof HTMLTextAreaElement && field.value !== field.defaultValue) ||
        (field instanceof HTMLSelectElement && chosenSince(field)),
    );
    typed?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [formId]);
}

/**
 * Whether a list's choice differs from the page's. A single choice with no option marked `selected` starts on an
 * option the browser selects without marking it so.
 */
function chosenSince(select: HTMLSelectElement) {
  const options = [...select.options];
  if (select.multiple) return options.some((o) => o.selected !== o.defaultSelected);
  const marked = options.findLastIndex((o) => o.defaultSelected);
  // With none marked, a drop-down starts on its first option that can be chosen; a list box on none.
  const first = select.size > 1 ? -1 : options.findIndex((o) => !o.disabled);
  return select.selectedIndex !== (marked >= 0 ? marked : first);
}

/** After the server refuses a save, the first field that needs attention gets focus. */
function useFocusFirstInvalid(formId: string, lastResult: SubmissionResult<string[]> | null | undefined) {
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    const first = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [formId, lastResult]);
}

export { getFormProps };
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
