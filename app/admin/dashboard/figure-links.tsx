/** The dashboard's figures in a row of tiles, each a link to the screen that lists what it counts. */
import { Link } from "react-router";

export interface FigureLink {
  label: string;
  value: string | number;
  /** Said in red: something waits for the owner. */
  alert?: boolean;
}

export function FigureLinks({ figures, to }: { figures: FigureLink[]; to: string }) {
  return (
    <ul className="dash-today">
      {figures.map((f) => (
        <li key={f.label} className={f.alert ? "dash-today-alert" : undefined}>
          <Link to={to}>
            <span className="dash-today-figure">{f.value}</span> {f.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
