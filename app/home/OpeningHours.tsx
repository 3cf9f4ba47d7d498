import { openingHoursLabel } from "~/content/format";
import type { OpeningHours as Hours } from "~/content/types";
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
  if (hours.length === 0) return null;
  return (
    <p className={className}>
      <ClockIcon size={iconSize} />
      <span>
        {hours.map((line, i) => {
          const text = openingHoursLabel(line);
          return (
            <span key={i} className="hours-line">
              {i === 0 ? `Open ${text.replace(/^Every day/, "every day")}` : text}
            </span>
          );
        })}
      </span>
    </p>
  );
}
