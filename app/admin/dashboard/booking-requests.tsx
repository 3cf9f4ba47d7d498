/** The dashboard's booking requests: the periods, each item's figures, the channels and thirty days as bars. */
import { COUNT_LIMIT } from "~/booking/count-kinds";
import type { BookingFigures, ByChannel } from "~/booking/figures";
import { useWords } from "~/admin/words";
import { weekdayDateIn } from "~/i18n/dates";
import type { Phrase } from "~/i18n/back-office/words";

const channelNames = { chat: "Chat", call: "Call", form: "Form" } as const satisfies Record<string, Phrase>;
const periodNames = { today: "Today", week: "Last 7 days", month: "Last 30 days" } as const satisfies Record<
  string,
  Phrase
>;

/** Until the first request, the periods at zero and how requests will be counted; then every figure. */
export function BookingRequests({
  figures,
  ever,
  timeZone,
}: {
  figures: BookingFigures;
  ever: boolean;
  timeZone: string;
}) {
  const { t } = useWords();
  return (
    <>
      <section className="admin-card" aria-labelledby="requests-title">
        <h2 id="requests-title">{t("Booking requests")}</h2>
        {ever ? null : (
          <div className="dash-empty">
            <p>
              <strong>{t("No booking requests yet.")}</strong>{" "}
              {t("The figures fill in as visitors use the booking buttons on the site.")}
            </p>
            <HowCounted timeZone={timeZone} />
          </div>
        )}
        <ul className="dash-periods">
          {(Object.keys(periodNames) as (keyof typeof periodNames)[]).map((period) => (
            <li key={period} className="dash-period">
              <h3>{t(periodNames[period])}</h3>
              <p className="dash-total">{figures.periods[period].all}</p>
              <ChannelSplit counts={figures.periods[period]} />
            </li>
          ))}
        </ul>
        {/* Said by the loader in the reader's words, with the owner's names in it. */}
        {figures.flood ? <p className="dash-note dash-flood">{figures.flood}</p> : null}
      </section>
      {ever ? <RequestDetails figures={figures} timeZone={timeZone} /> : null}
    </>
  );
}

function RequestDetails({ figures, timeZone }: { figures: BookingFigures; timeZone: string }) {
  const { t, text } = useWords();
  return (
    <>
      <DailyChart daily={figures.daily} />
      <section className="admin-card" aria-labelledby="bikes-title">
        <h2 id="bikes-title">{t("Most requested bikes")}</h2>
        <p className="dash-note">{t("Last 30 days: booking links and dates forms together.")}</p>
        {figures.bikes.length ? (
          <ol className="dash-ranking">
            {figures.bikes.map((bike) => (
              <li key={bike.id}>
                <span className="dash-ranking-name">{bike.name}</span>
                <span className="dash-ranking-count">{requestCount(t, bike.requests, bike.withDates)}</span>
                <svg className="dash-ranking-bar" aria-hidden="true" focusable="false" width="100%" height="8">
                  <rect width={`${(100 * bike.requests) / figures.bikes[0]!.requests}%`} height="8" rx="4" />
                </svg>
              </li>
            ))}
          </ol>
        ) : (
          <p>{t("No bike has been requested in the last 30 days.")}</p>
        )}
      </section>
      <section className="admin-card" aria-labelledby="items-title">
        <h2 id="items-title">{t("By item")}</h2>
        {figures.items.length ? (
          <table className="admin-table dash-table">
            <thead>
              <tr>
                <th scope="col">{t("Item")}</th>
                <th scope="col">{t("Today")}</th>
                <th scope="col">{t("7 days")}</th>
                <th scope="col">{t("30 days")}</th>
              </tr>
            </thead>
            <tbody>
              {figures.items.map((item) => (
                <tr key={item.key}>
                  <th scope="row">
                    {text(item.label)}
                    <span className="admin-sub">{text(item.kind)}</span>
                  </th>
                  <td data-label={t("Today")}>{item.today}</td>
                  <td data-label={t("7 days")}>{item.week}</td>
                  <td data-label={t("30 days")}>{item.month}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t("Nothing has been requested in the last 30 days.")}</p>
        )}
        <details className="dash-how">
          <summary>{t("How requests are counted")}</summary>
          <HowCounted timeZone={timeZone} />
        </details>
      </section>
    </>
  );
}

/** "3 requests, 1 with dates": a bike's line in the ranking. */
function requestCount(t: ReturnType<typeof useWords>["t"], requests: number, withDates: number): string {
  if (withDates) {
    return requests === 1
      ? t("{count} request, {dates} with dates", { count: requests, dates: withDates })
      : t("{count} requests, {dates} with dates", { count: requests, dates: withDates });
  }
  return requests === 1 ? t("{count} request", { count: requests }) : t("{count} requests", { count: requests });
}

function ChannelSplit({ counts }: { counts: ByChannel }) {
  const { t } = useWords();
  return (
    <dl className="dash-split">
      {(Object.keys(channelNames) as (keyof typeof channelNames)[]).map((channel) => (
        <div key={channel}>
          <dt>
            <span className={`dash-key dash-key-${channel}`} aria-hidden="true" />
            {t(channelNames[channel])}
          </dt>
          <dd>{counts[channel]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Thirty days of requests as stacked bars, drawn on the server; the table beside it carries the figures. */
function DailyChart({ daily }: { daily: BookingFigures["daily"] }) {
  const { t, lang } = useWords();
  const busiest = Math.max(...daily.map((d) => d.all));
  const top = Math.max(1, busiest);
  const width = 10;
  const height = 100;
  const first = daily[0]!;
  const last = daily[daily.length - 1]!;
  return (
    <section className="admin-card" aria-labelledby="chart-title">
      <h2 id="chart-title">{t("Requests per day, last 30 days")}</h2>
      <div className="dash-chart">
        <p className="dash-chart-top" aria-hidden="true">
          {busiest ? t("Busiest day: {count}", { count: busiest }) : t("No requests in these 30 days")}
        </p>
        <svg
          viewBox={`0 0 ${daily.length * width} ${height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <line className="dash-axis" x1="0" x2={daily.length * width} y1={height} y2={height} />
          {daily.map((d, i) => {
            let y = height;
            return (
              <g key={d.day}>
                <title>{`${weekdayDateIn(lang, d.day)}: ${d.all}`}</title>
                {(["form", "call", "chat"] as const).map((channel) => {
                  const h = (d[channel] / top) * (height - 4);
                  y -= h;
                  return h > 0 ? (
                    <rect
                      key={channel}
                      className={`dash-key-${channel}`}
                      x={i * width + 1}
                      y={y}
                      width={width - 2}
                      height={h}
                    />
                  ) : null;
                })}
              </g>
            );
          })}
        </svg>
        <p className="dash-chart-days" aria-hidden="true">
          <span>{weekdayDateIn(lang, first.day)}</span>
          <span>{weekdayDateIn(lang, last.day)}</span>
        </p>
        <ChannelKey />
      </div>
      <table className="dash-sr-only">
        <caption>{t("Booking requests per day, last 30 days")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Day")}</th>
            {(Object.keys(channelNames) as (keyof typeof channelNames)[]).map((c) => (
              <th key={c} scope="col">
                {t(channelNames[c])}
              </th>
            ))}
            <th scope="col">{t("All")}</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.day}>
              <th scope="row">{weekdayDateIn(lang, d.day)}</th>
              <td>{d.chat}</td>
              <td>{d.call}</td>
              <td>{d.form}</td>
              <td>{d.all}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ChannelKey() {
  const { t } = useWords();
  return (
    <ul className="dash-legend" aria-hidden="true">
      {(Object.keys(channelNames) as (keyof typeof channelNames)[]).map((c) => (
        <li key={c}>
          <span className={`dash-key dash-key-${c}`} />
          {t(channelNames[c])}
        </li>
      ))}
    </ul>
  );
}

function HowCounted({ timeZone }: { timeZone: string }) {
  const { t } = useWords();
  const perMinutes = COUNT_LIMIT.windowMs / 60_000;
  return (
    <ul className="dash-how-list">
      <li>
        {t(
          "A request is counted each time a visitor taps a booking link (a bike, a taxi, a pickup point, Book Now, Get Directions, Request Custom Pickup, the footer chat) or a Call button or phone number, or sends the dates form of a bike or the form of a taxi.",
        )}
      </li>
      <li>
        {t(
          "It shows that someone started a chat or a call with you, not that a booking was made. A form counts as “Form”, a chat link as “Chat”, a phone link as “Call”.",
        )}
      </li>
      <li>
        {t(
          "Nothing about the visitor is stored: no cookie, no IP address, no device details. Only a number per day, item and channel.",
        )}
      </li>
      <li>
        {t(
          "Search-engine and other bots are not counted, and one address counts at most {limit} times in {minutes} minutes. The “Need a Website?” button is not yours and is not counted.",
          { limit: COUNT_LIMIT.limit, minutes: perMinutes },
        )}
      </li>
      <li>{t("Days run midnight to midnight in {timeZone}.", { timeZone })}</li>
    </ul>
  );
}
