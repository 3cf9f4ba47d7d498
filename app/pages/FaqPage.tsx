import type { Question, Settings } from "~/content/types";
import { ContactBlock } from "./AboutPage";
import { InfoPage } from "./InfoPage";
import { RichText } from "./RichText";

/** The questions every shop gets, each a heading with its answer, open to read without a tap. */
export function FaqPage({ settings, questions }: { settings: Settings; questions: Question[] }) {
  return (
    <InfoPage
      settings={settings}
      eyebrow="FAQ"
      title="Frequently Asked Questions"
      lead="Licences, fuel, deposits and where you may ride: the answers before you ask."
    >
      {questions.length === 0 ? <p>Ask us anything: we reply within the day.</p> : null}
      {questions.map((q) => (
        <section key={q.id} id={q.id} className="info-block faq-item" aria-labelledby={`faq-${q.id}`}>
          <h2 id={`faq-${q.id}`}>{q.question}</h2>
          <RichText source={q.answer} />
        </section>
      ))}
      <ContactBlock settings={settings} />
    </InfoPage>
  );
}
