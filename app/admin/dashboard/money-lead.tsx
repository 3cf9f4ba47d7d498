/** The dashboard's first lines: the money of today and what is held or owed now, from the ledgers. */
import { FigureLinks } from "./figure-links";
import { rupees } from "~/content/format";

export interface MoneyLeadFigures {
  takenToday: number;
  held: number;
  heldCount: number;
  owed: number;
  owedCount: number;
  originals: number;
}

export function MoneyLead({ figures }: { figures: MoneyLeadFigures }) {
  const lines = [
    { label: "taken today", value: rupees(figures.takenToday) },
    { label: `deposits held (${figures.heldCount})`, value: rupees(figures.held) },
    { label: `still owed (${figures.owedCount})`, value: rupees(figures.owed), alert: figures.owed > 0 },
    ...(figures.originals ? [{ label: "original documents kept", value: String(figures.originals) }] : []),
  ];
  return (
    <section className="admin-card" aria-labelledby="money-lead-title">
      <h2 id="money-lead-title">Money</h2>
      <FigureLinks figures={lines} to="/admin/money" />
    </section>
  );
}
