/** Questions and answers, on the FAQ page (/faq). */
import { requiredText } from "../checks";
import { defineList, kind } from "../define";
import { plainWords, richTextField, richTextHint } from "../rich-text";
import { snippet } from "./card";

export const faq = defineList({
  kind: "faq",
  table: "faq",
  noun: "question",
  title: "Frequently asked questions",
  slug: "faq",
  anchor: "faq",
  fields: {
    question: kind.text(requiredText("Question", 140), {
      label: "Question",
      hint: "As a customer would ask it, like Do I need a licence?",
      visitor: true,
    }),
    answer: kind.paragraph(richTextField("Answer", 1500), {
      label: "Answer",
      hint: richTextHint,
      rows: 6,
      visitor: true,
    }),
  },
  label: (item) => item.question,
  summary: (item) => [snippet(plainWords(item.answer), 80)],
  sample: [
    {
      id: "do-i-need-a-licence",
      question: "Do I need a licence?",
      answer:
        "Yes. Bring your **original driving licence** for the kind of bike you rent (a car licence is not enough for a motorcycle) and one government ID. An international driving permit with your home licence is fine for visitors from abroad.",
    },
    {
      id: "is-fuel-included",
      question: "Is fuel included?",
      answer:
        "No. Each bike leaves with enough fuel to reach the nearest pump, and you return it with about the same. There are pumps on the main road and near the railway station.",
    },
    {
      id: "can-i-take-the-bike-to-goa",
      question: "Can I take the bike to Goa?",
      answer:
        "Ask us first: trips out of Karnataka need the owner's permission and papers for the border. For Goa, Jog Falls or Murudeshwar our taxis are often the easier choice.",
    },
    {
      id: "what-do-i-leave-as-a-deposit",
      question: "What do I leave as a deposit?",
      answer: "A refundable deposit, given back when the bike returns undamaged. We never keep your passport.",
    },
    {
      id: "are-helmets-included",
      question: "Are helmets included?",
      answer: "Yes, one helmet comes with every bike; ask for a second one for your passenger.",
    },
    {
      id: "how-do-i-book",
      question: "How do I book?",
      answer:
        "Tap **Book Now** or the button on a bike to send us a chat message, or call us. We reply with what is free and where to meet.",
    },
  ],
});
