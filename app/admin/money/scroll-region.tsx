/** A wide table that may scroll sideways on a phone: a region the keyboard reaches and scrolls too. */
import type { ReactNode } from "react";

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolled region must be reachable by keyboard (WCAG 2.1.1)
    <div className="admin-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
