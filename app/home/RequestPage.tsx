import type { ReactNode } from "react";
import type { FormState } from "./FormField";
import { useWords } from "~/i18n/context";
import { pathIn } from "~/i18n/languages";
import { LanguageSwitch } from "./LanguageSwitch";
import { IconSprite } from "./icons";

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
  path,
  children,
}: {
  brand: string;
  title: string;
  lead: ReactNode;
  form: FormState;
  /** `href` on the home page ("/#bikes"), in English: the page's language is put in front. */
  back: { href: string; label: string };
  /** The page's address with its query, without a language: the same request in another language (none: English only). */
  path?: string;
  children: ReactNode;
}) {
  const w = useWords();
  const problems = Object.values(form.errors).filter((messages) => messages?.length).length;
  return (
    <main className="request-page">
      <IconSprite />
      {path ? <LanguageSwitch path={path} className="request-page-lang" /> : null}
      <a className="request-page-brand" href={pathIn(w.lang, "/")}>
        <img src="/logo.svg" width="40" height="40" alt="" />
        {brand}
      </a>
      <h1>{title}</h1>
      <div className="request-page-lead">{lead}</div>
      {problems > 0 ? (
        <p className="request-problem" role="alert">
          {problems === 1 ? w.t("oneProblem") : w.t("manyProblems", { count: problems })}
        </p>
      ) : null}
      {form.notice ? (
        <p className="request-problem" role="status">
          {form.notice}
        </p>
      ) : null}
      {children}
      <p className="request-page-back">
        <a href={pathIn(w.lang, back.href)}>{back.label}</a>
      </p>
    </main>
  );
}
