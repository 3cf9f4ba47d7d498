/** The dashboard's first lines: the money of today and what is held or owed now, from the ledgers. */
import { FigureLinks } from "./figure-links";
import { rupees } from "~/content/format";
import { useWords } from "~/admin/words";

export interface MoneyLeadFigures {
  takenToday: number;
  held: number;
  heldCount: number;
  owed: number;
  owedCount: number;
  originals: number;
}

export function MoneyLead({ figures }: { figures: MoneyLeadFigures }) {
  const { t } = useWords();
  const lines = [
    { label: t("taken today"), value: rupees(figures.takenToday) },
    { label: t("deposits held ({count})", { count: figures.heldCount }), value: rupees(figures.held) },
    {
      label: t("still owed ({count})", { count: figures.owedCount }),
      value: rupees(figures.owed),
      alert: figures.owed > 0,
    },
    ...(figures.originals ? [{ label: t("original documents kept"), value: String(figures.originals) }] : []),
  ];
  return (
    <section className="admin-card" aria-labelledby="money-lead-title">
      <h2 id="money-lead-title">{t("Money")}</h2>
      <FigureLinks figures={lines} to="/admin/money" />
    </section>
  );
}
