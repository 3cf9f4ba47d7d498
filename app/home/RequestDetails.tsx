import type { ReactNode } from "react";

/** A card's booking form, folded under a button-like toggle: plain <details>, no script. */
export function RequestDetails({ label, item, children }: { label: string; item: string; children: ReactNode }) {
  return (
    <details className="request">
      <summary className="request-toggle">
        {label}
        <span className="visually-hidden">{`: ${item}`}</span>
      </summary>
      {children}
    </details>
  );
}
