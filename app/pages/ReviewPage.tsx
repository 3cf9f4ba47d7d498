import { Fragment } from "react";
import type { FormState } from "~/home/FormField";
import { Field } from "~/home/FormField";
import { StarIcon } from "~/home/icons";
import { RequestPage } from "~/home/RequestPage";
import { useWords } from "~/i18n/context";
import { pathIn } from "~/i18n/languages";
import { REVIEW_TEXT_MAX } from "~/content/lists/reviews";
import { reviewLimits } from "~/reviews/limits";

export type ReviewPageState =
  | { step: "form"; form: FormState }
  | { step: "sent"; googleReviewUrl: string }
  | { step: "refused"; title: string; message: string };

/**
 * What a customer sees from a review link: the stars, the words and the name
 * to show, as a plain form that works without JavaScript; then thanks (and
 * the shop's Google review page, offered to everyone who sends one); or why
 * the link cannot be used.
 */
export function ReviewPage({ brand, state, path }: { brand: string; state: ReviewPageState; path: string }) {
  const w = useWords();
  const back = { href: "/", label: w.t("goTo", { brand }) };
  if (state.step === "refused") {
    return (
      <RequestPage
        brand={brand}
        title={state.title}
        lead={<p>{state.message}</p>}
        form={{ values: {}, errors: {} }}
        back={back}
        path={path}
      >
        {null}
      </RequestPage>
    );
  }
  if (state.step === "sent") {
    return (
      <RequestPage
        brand={brand}
        title={w.t("reviewThanks")}
        lead={<p>{w.t("reviewReached")}</p>}
        form={{ values: {}, errors: {} }}
        back={back}
        path={path}
      >
        <p className="review-done" role="status">
          {w.t("reviewReadFirst")}
        </p>
        {state.googleReviewUrl ? (
          <p>
            <a className="btn btn-primary btn-lg" href={state.googleReviewUrl} rel="noopener noreferrer">
              {w.t("reviewOnGoogle")}
            </a>
          </p>
        ) : null}
      </RequestPage>
    );
  }
  const { form } = state;
  const ratingError = form.errors.rating?.[0];
  return (
    <RequestPage
      brand={brand}
      title={w.t("reviewHeading", { brand })}
      lead={<p>{w.t("reviewLead")}</p>}
      form={form}
      back={back}
      path={path}
    >
      <form method="post" className="review-form" noValidate>
        <fieldset className="review-rating" aria-describedby={ratingError ? "review-rating-error" : undefined}>
          <legend>{w.t("yourStars")}</legend>
          <div className="review-stars">
            {[5, 4, 3, 2, 1].map((n) => (
              <Fragment key={n}>
                <input
                  type="radio"
                  name="rating"
                  id={`review-rating-${n}`}
                  value={n}
                  required
                  defaultChecked={form.values.rating === String(n)}
                />
                <label htmlFor={`review-rating-${n}`}>
                  <StarIcon filled size={36} />
                  <span className="visually-hidden">{w.t(n === 1 ? "oneStar" : "manyStars", { count: n })}</span>
                </label>
              </Fragment>
            ))}
          </div>
          {ratingError ? (
            <p className="field-error" id="review-rating-error">
              {ratingError}
            </p>
          ) : null}
        </fieldset>
        <Field idPrefix="review" name="text" label={w.t("yourReview")} form={form}>
          {(control) => (
            <textarea
              {...control}
              required
              minLength={reviewLimits.textMin}
              maxLength={REVIEW_TEXT_MAX}
              rows={6}
              defaultValue={form.values.text}
            />
          )}
        </Field>
        <Field idPrefix="review" name="author" label={w.t("nameToShow")} form={form}>
          {(control) => (
            <input
              {...control}
              type="text"
              required
              autoComplete="given-name"
              maxLength={reviewLimits.nameMax}
              defaultValue={form.values.author}
            />
          )}
        </Field>
        <p className="review-note">
          {w.t("reviewNote")} <a href={pathIn(w.lang, "/privacy")}>{w.t("privacyPolicy")}</a>
        </p>
        <button type="submit" className="btn btn-primary btn-lg btn-block">
          {w.t("sendReview")}
        </button>
      </form>
    </RequestPage>
  );
}
