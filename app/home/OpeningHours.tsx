import { openingHoursLabel } from "~/content/format";
import type { OpeningHours as Hours } from "~/content/types";
import { useWords } from "~/i18n/context";
import { dayNameIn } from "~/i18n/dates";
import { ClockIcon } from "./icons";

/** "Open every day, 07:00–21:00", a line per set of days; nothing when the owner has not said. */
export function OpeningHours({
  hours,
  className,
  iconSize = 18,
}: {
  hours: Hours[];
  className: string;
  /** The same as the icons of the lines beside it. */
  iconSize?: number;
}) {
  const w = useWords();
  if (hours.length === 0) return null;
  const name = (day: Parameters<typeof dayNameIn>[1]) => dayNameIn(w.lang, day);
  return (
    <p className={className}>
      <ClockIcon size={iconSize} />
      <span>
        {hours.map((line, i) => (
          <span key={i} className="hours-line">
            {i === 0
              ? w.t("openHours", { hours: openingHoursLabel(line, { name, everyDay: w.t("everyDayInline") }) })
              : openingHoursLabel(line, { name, everyDay: w.t("everyDay") })}
          </span>
        ))}
      </span>
    </p>
  );
}
