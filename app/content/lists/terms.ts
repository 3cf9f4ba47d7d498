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
    {
      id: "valid-driving-license-is-mandatory",
      text: "Valid driving license is mandatory",
      textHi: "वैध ड्राइविंग लाइसेंस ज़रूरी है",
      textKn: "ಮಾನ್ಯ ಡ್ರೈವಿಂಗ್ ಲೈಸೆನ್ಸ್ ಕಡ್ಡಾಯ",
    },
    {
      id: "one-government-id-is-required",
      text: "One government ID is required",
      textHi: "एक सरकारी पहचान पत्र ज़रूरी है",
      textKn: "ಒಂದು ಸರ್ಕಾರಿ ಗುರುತಿನ ಚೀಟಿ ಬೇಕು",
    },
    { id: "helmet-is-compulsory", text: "Helmet is compulsory", textHi: "हेलमेट पहनना ज़रूरी है", textKn: "ಹೆಲ್ಮೆಟ್ ಕಡ್ಡಾಯ" },
    {
      id: "maximum-2-persons-per-bike",
      text: "Maximum 2 persons per bike",
      textHi: "एक बाइक पर अधिकतम 2 लोग",
      textKn: "ಒಂದು ಬೈಕಿನಲ್ಲಿ ಗರಿಷ್ಠ 2 ಜನ",
    },
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
    {
      id: "riding-without-a-helmet",
      offence: "Riding without a helmet",
      amount: 500,
      basis: "flat",
      offenceHi: "बिना हेलमेट बाइक चलाना",
      offenceKn: "ಹೆಲ್ಮೆಟ್ ಇಲ್ಲದೆ ಸವಾರಿ",
    },
    {
      id: "triple-riding",
      offence: "Triple riding",
      amount: 1000,
      basis: "flat",
      offenceHi: "बाइक पर तीन सवारी",
      offenceKn: "ಬೈಕಿನಲ್ಲಿ ಮೂವರು",
    },
    {
      id: "late-return",
      offence: "Late return",
      amount: 150,
      basis: "per-hour",
      offenceHi: "देर से लौटाना",
      offenceKn: "ತಡವಾದ ವಾಪಸಾತಿ",
    },
    {
      id: "damages-or-accidents",
      offence: "Damages or accidents",
      amount: 15000,
      basis: "up-to",
      offenceHi: "नुकसान या दुर्घटना",
      offenceKn: "ಹಾನಿ ಅಥವಾ ಅಪಘಾತ",
    },
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
    {
      id: "payments-are-non-refundable",
      text: "Payments are non-refundable",
      textHi: "भुगतान वापस नहीं होता",
      textKn: "ಪಾವತಿಸಿದ ಹಣ ವಾಪಸ್ ಕೊಡುವುದಿಲ್ಲ",
    },
    {
      id: "we-are-not-responsible-for-variation-in-fuel",
      text: "We are not responsible for variation in fuel",
      textHi: "पेट्रोल कम-ज़्यादा होने के लिए हम ज़िम्मेदार नहीं",
      textKn: "ಪೆಟ್ರೋಲ್ ಪ್ರಮಾಣದ ವ್ಯತ್ಯಾಸಕ್ಕೆ ನಾವು ಜವಾಬ್ದಾರರಲ್ಲ",
    },
    {
      id: "small-damages-are-charged-on-assessment",
      text: "Small damages are charged on assessment",
      textHi: "छोटे नुकसान का पैसा जाँच के बाद लिया जाता है",
      textKn: "ಸಣ್ಣ ಹಾನಿಗೆ ಪರಿಶೀಲಿಸಿ ಶುಲ್ಕ ವಿಧಿಸಲಾಗುತ್ತದೆ",
    },
  ],
});
