/**
 * A day's takings by how they were paid: the Money screen's table for the
 * shop, and the same table on a counter's Bookings screen for what they took
 * themselves. Every amount through the one `rupees`.
 */
import { rupees } from "~/content/format";
import { useWords } from "~/admin/words";
import { dateIn } from "~/i18n/dates";
import { methodWords, type PayMethod } from "~/money/ledger";
import { ScrollRegion } from "./scroll-region";

export interface TakingsLine {
  method: PayMethod | "";
  in: number;
  out: number;
}

const methodName = (m: PayMethod | "") => (m ? methodWords[m].replace(/^./, (c) => c.toUpperCase()) : "Not noted");

/** Net taken over the lines: money in less money given back. */
export const netOf = (lines: readonly { in: number; out: number }[]) => lines.reduce((n, l) => n + l.in - l.out, 0);

export function TakingsTable({ lines, label, caption }: { lines: TakingsLine[]; label: string; caption: string }) {
  const { t, text } = useWords();
  return (
    <ScrollRegion label={label}>
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Paid by")}</th>
            <th scope="col">{t("Taken")}</th>
            <th scope="col">{t("Given back")}</th>
            <th scope="col">{t("Net")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.method}>
              <th scope="row">{text(methodName(line.method))}</th>
              <td>{rupees(line.in)}</td>
              <td>{rupees(line.out)}</td>
              <td>{rupees(line.in - line.out)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A counter's own takings today, on their Bookings screen: only the entries they wrote (the query is scoped to them). */
export function MyTakings({ today, lines }: { today: string; lines: TakingsLine[] }) {
  const { t, lang } = useWords();
  const shown = lines.filter((l) => l.in || l.out);
  return (
    <section className="admin-card" aria-labelledby="my-takings-title">
      <h2 id="my-takings-title">{t("What you took today, {date}", { date: dateIn(lang, today) })}</h2>
      {shown.length ? (
        <>
          <p>
            <strong>{rupees(netOf(shown))}</strong> {t("net, by how it was paid:")}
          </p>
          <TakingsTable
            lines={shown}
            label={t("What you took today by how it was paid")}
            caption={t("Money you took and gave back today, by how it was paid")}
          />
        </>
      ) : (
        <p className="admin-sub">{t("You have not taken or given back any money yet today.")}</p>
      )}
    </section>
  );
}
