/**
 * What a tourist's private pages share (the booking's page, its receipt, its
 * agreement): the same 404 for anything that is not theirs. Their private
 * headers come from their handles (~/seo/private-answers.ts).
 */
import { useWords } from "~/i18n/context";
import { pathIn } from "~/i18n/languages";

/** A wrong address, or a page this booking does not have: told the same, in the page's language. */
export function NoSuchBooking({ brand }: { brand: string }) {
  const w = useWords();
  return (
    <main className="not-found">
      <p className="eyebrow">{w.t("error404")}</p>
      <h1>{w.t("noSuchBooking")}</h1>
      <p>{w.t("noSuchBookingText")}</p>
      <a className="btn btn-primary btn-lg" href={pathIn(w.lang, "/")}>
        {w.t("backTo", { brand })}
      </a>
    </main>
  );
}
