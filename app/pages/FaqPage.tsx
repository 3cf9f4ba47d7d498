import type { Question, Settings } from "~/content/types";
import { ContactBlock } from "./AboutPage";
import { InfoPage } from "./InfoPage";
import { RichText } from "./RichText";
import { useWords } from "~/i18n/context";

/** The questions every shop gets, each a heading with its answer, open to read without a tap. */
export function FaqPage({ settings, questions }: { settings: Settings; questions: Question[] }) {
  const w = useWords();
  return (
    <InfoPage settings={settings} eyebrow={w.t("faq")} title={w.t("faqHeading")} lead={w.t("faqLead")} path="/faq">
      {questions.length === 0 ? <p>{w.t("faqEmpty")}</p> : null}
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
