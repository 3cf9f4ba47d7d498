/** The terms: requirements, fines and policies, each a list of its own in the Terms section. */
import { z } from "zod";
import { requiredText, rupees } from "../checks";
import { defineList, kind, optionsOf } from "../define";
import { rupees as money } from "../format";

export const requirements = defineList({
  kind: "requirements",
  table: "requirements",
  noun: "requirement",
  title: "Requirements",
  slug: "requirements",
  anchor: "terms",
  fields: { text: kind.text(requiredText("Requirement", 160), { label: "Requirement", visitor: true }) },
  label: (r) => r.text,
  summary: () => [],
  sample: [
    { id: "valid-driving-license-is-mandatory", text: "Valid driving license is mandatory" },
    { id: "one-government-id-is-required", text: "One government ID is required" },
    { id: "helmet-is-compulsory", text: "Helmet is compulsory" },
    { id: "maximum-2-persons-per-bike", text: "Maximum 2 persons per bike" },
  ],
});

const fineBases = ["flat", "per-hour", "up-to"] as const;
/** How a fine's amount applies: once, per hour late, or as a ceiling. */
export type FineBasis = (typeof fineBases)[number];

const basisLabels: Record<FineBasis, string> = {
  flat: "Once",
  "per-hour": "Per hour",
  "up-to": "Up to",
};

export const fines = defineList({
  kind: "fines",
  table: "fines",
  noun: "fine",
  title: "Fines",
  slug: "fines",
  anchor: "terms",
  fields: {
    offence: kind.text(requiredText("Offence", 80), { label: "Offence", visitor: true }),
    amount: kind.money(rupees("Fine"), { label: "Fine", hint: "Rupees." }),
    basis: kind.choice(z.enum(fineBases, { error: "Choose once, per hour or up to" }), {
      label: "How it applies",
      options: optionsOf(basisLabels),
    }),
  },
  label: (fine) => fine.offence,
  summary: (fine) => [`${basisLabels[fine.basis]} ${money(fine.amount)}`],
  blank: () => ({ basis: "flat" }),
  sample: [
    { id: "riding-without-a-helmet", offence: "Riding without a helmet", amount: 500, basis: "flat" },
    { id: "triple-riding", offence: "Triple riding", amount: 1000, basis: "flat" },
    { id: "late-return", offence: "Late return", amount: 150, basis: "per-hour" },
    { id: "damages-or-accidents", offence: "Damages or accidents", amount: 15000, basis: "up-to" },
  ],
});

export const policies = defineList({
  kind: "policies",
  table: "policies",
  noun: "policy",
  title: "Policies",
  slug: "policies",
  anchor: "terms",
  fields: { text: kind.text(requiredText("Policy", 160), { label: "Policy", visitor: true }) },
  label: (p) => p.text,
  summary: () => [],
  sample: [
    { id: "payments-are-non-refundable", text: "Payments are non-refundable" },
    { id: "we-are-not-responsible-for-variation-in-fuel", text: "We are not responsible for variation in fuel" },
    { id: "small-damages-are-charged-on-assessment", text: "Small damages are charged on assessment" },
  ],
});
