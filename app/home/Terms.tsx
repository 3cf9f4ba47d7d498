import { fineLabel } from "~/content/format";
import type { Terms as TermsContent } from "~/content/types";
import { CheckIcon } from "./icons";
import { useWords } from "~/i18n/context";

export function Terms({ terms }: { terms: TermsContent }) {
  const w = useWords();
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
