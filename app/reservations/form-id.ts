/** Kept apart from ./forms.ts: a screen names its forms without loading their schemas. */

/**
 * A form's id on a screen: its action and its booking ("confirm-SR-7K4Q"), and
 * which of several of the same step ("reverse-SR-7K4Q-entry3"), so an answer
 * goes back to the one pressed.
 */
export const formIdOf = (intent: string, ref?: string, instance?: string) =>
  [intent, ref, instance && /^[a-z0-9]{1,20}$/.test(instance) ? instance : ""].filter(Boolean).join("-");
