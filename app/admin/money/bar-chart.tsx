/**
 * A chart a person reads at a glance on a 390 px phone: one figure, a bar per
 * row, drawn on the server as SVG (no chart library, no script), each row's
 * name above its bar and its value at the bar's end. The same figures are in
 * a table beside it for screen readers (the drawing itself is hidden from them).
 */
export interface Bar {
  label: string;
  value: number;
  /** The value as it is read: "₹12,400", "64 %". */
  text: string;
}

// In the drawing's units: on a 390 px phone the drawing is about 310 px wide, so a 17-unit text reads as 15 px.
const WIDTH = 360;
const ROW = 50;
const BAR = 16;
const TOP = 22;

export function BarChart({ title, bars, id }: { title: string; bars: Bar[]; id: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const height = bars.length * ROW + 8;
  return (
    <figure className="money-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width={WIDTH} height={height} aria-hidden="true" focusable="false">
        {bars.map((b, i) => {
          const y = i * ROW;
          // Room for the value after the bar: the longest bar leaves 80 units for its text.
          const length = b.value > 0 ? Math.max(2, ((WIDTH - 96) * b.value) / max) : 0;
          return (
            <g key={b.label}>
              <text x="0" y={y + 16} className="money-chart-label">
                {b.label}
              </text>
              <rect x="0" y={y + TOP} width={length} height={BAR} rx="3" className="money-chart-bar" />
              <text x={length + 6} y={y + TOP + BAR - 2} className="money-chart-value">
                {b.text}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <th scope="row">{b.label}</th>
              <td>{b.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
