import { fineLabel } from "~/content/format";
import type { Terms as TermsContent } from "~/content/types";
import { CheckIcon } from "./icons";

export function Terms({ terms }: { terms: TermsContent }) {
  return (
    <section id="terms" className="section" aria-labelledby="terms-title">
      <div className="container">
        <header className="section-head reveal">
          <p className="eyebrow">Before you ride</p>
          <h2 id="terms-title">Terms &amp; Conditions</h2>
        </header>
        <div className="terms-grid stagger">
          <div className="terms-block">
            <h3>Requirements</h3>
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
            <h3 id="fines-title">Fines</h3>
            <table className="fines-table" aria-labelledby="fines-title">
              <thead>
                <tr>
                  <th scope="col">Offence</th>
                  <th scope="col">Fine</th>
                </tr>
              </thead>
              <tbody>
                {terms.fines.map((fine) => (
                  <tr key={fine.offence}>
                    <th scope="row">{fine.offence}</th>
                    <td>{fineLabel(fine)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="terms-block">
            <h3>Policies</h3>
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
