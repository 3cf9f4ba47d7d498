/** Small pieces the back-office screens share. */

export function AdminPageHead({ title, readOnly }: { title: string; readOnly?: string }) {
  return (
    <header className="admin-page-head">
      <h1>{title}</h1>
      {readOnly ? (
        <p className="admin-notice" role="note">
          <strong>Read-only for now.</strong> {readOnly}
        </p>
      ) : null}
    </header>
  );
}

const format = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** A moment shown in the shop's time zone (India), the same on server and browser. */
export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{format.format(new Date(iso))} IST</time>;
}

export function YesNo({ value }: { value: boolean }) {
  return <>{value ? "Yes" : "No"}</>;
}

/** A wide table that scrolls sideways on a phone, reachable by keyboard. */
export function ScrollArea({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="admin-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
