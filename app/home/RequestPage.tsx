import type { ReactNode } from "react";
import type { FormState } from "./FormField";

/**
 * The page a booking form lands on when it needs another look (or when the
 * form is opened from a link): the brand, what is being booked, the form with
 * a message beside each field to fix, and the way back. Plain HTML, like the
 * home page.
 */
export function RequestPage({
  brand,
  title,
  lead,
  form,
  back,
  children,
}: {
  brand: string;
  title: string;
  lead: ReactNode;
  form: FormState;
  back: { href: string; label: string };
  children: ReactNode;
}) {
  const problems = Object.values(form.errors).filter((messages) => messages?.length).length;
  return (
    <main className="request-page">
      <a className="request-page-brand" href="/">
        <img src="/logo.svg" width="40" height="40" alt="" />
        {brand}
      </a>
      <h1>{title}</h1>
      <div className="request-page-lead">{lead}</div>
      {problems > 0 ? (
        <p className="request-problem" role="alert">
          {problems === 1 ? "One thing needs" : `${problems} things need`} another look. Nothing has been sent yet.
        </p>
      ) : null}
      {form.notice ? (
        <p className="request-problem" role="status">
          {form.notice}
        </p>
      ) : null}
      {children}
      <p className="request-page-back">
        <a href={back.href}>{back.label}</a>
      </p>
    </main>
  );
}
