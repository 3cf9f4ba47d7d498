import { fineLabel, rupees } from "~/content/format";
import { lateFee, perHourFine } from "~/reservations/late-fee";
import type { Terms as TermsContent } from "~/content/types";
import { CheckIcon } from "./icons";
import { useWords } from "~/i18n/context";

/** How far past the due time the terms' example of a late return is: an hour and ten minutes. */
const LATE_EXAMPLE_MINUTES = 70;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function Terms({ terms, graceMinutes }: { terms: TermsContent; graceMinutes: number }) {
  const w = useWords();
  const perHour = perHourFine(terms.fines);
  // Worked out by the function that charges a late return, so the terms say what the owner will charge.
  const example = perHour
    ? lateFee("2000-01-01 10:00", `2000-01-01 ${clock(10 * 60 + LATE_EXAMPLE_MINUTES)}`, graceMinutes, perHour.amount)
    : null;
  return (
    <section id="terms" className="section" aria-labelledby="terms-title">
      <div className="container">
        <header className="section-head reveal">
          <p className="eyebrow">{w.t("termsEyebrow")}</p>
          <h2 id="terms-title">{w.t("termsTitle")}</h2>
        </header>
        <div className="terms-grid stagger">
          <div className="terms-block">
            <h3>{w.t("requirements")}</h3>
            <ul className="check-list">
              {terms.requirements.map((r) => (
                <li key={r}>
                  <CheckIcon size={18} />
                  {r}
                </li>
              ))}
            </ul>
          </div>
          <div className="terms-block">
            <h3 id="fines-title">{w.t("fines")}</h3>
            <table className="fines-table" aria-labelledby="fines-title">
              <thead>
                <tr>
                  <th scope="col">{w.t("offence")}</th>
                  <th scope="col">{w.t("fineHeading")}</th>
                </tr>
              </thead>
              <tbody>
                {terms.fines.map((fine) => (
                  <tr key={fine.offence}>
                    <th scope="row">{fine.offence}</th>
                    <td>{fineLabel(fine, w)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {example && example.fee > 0 ? (
              <p className="fines-note">
                {w.t("lateFeeNote", { grace: graceMinutes, minutes: LATE_EXAMPLE_MINUTES, fee: rupees(example.fee) })}
              </p>
            ) : null}
          </div>
          <div className="terms-block">
            <h3>{w.t("policies")}</h3>
            <ul className="dot-list">
              {terms.policies.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
