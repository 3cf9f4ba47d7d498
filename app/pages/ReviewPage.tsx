import { Fragment } from "react";
import type { FormState } from "~/home/FormField";
import { Field } from "~/home/FormField";
import { StarIcon } from "~/home/icons";
import { RequestPage } from "~/home/RequestPage";
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
export function ReviewPage({ brand, state }: { brand: string; state: ReviewPageState }) {
  if (state.step === "refused") {
    return (
      <RequestPage
        brand={brand}
        title={state.title}
        lead={<p>{state.message}</p>}
        form={{ values: {}, errors: {} }}
        back={{ href: "/", label: `Go to ${brand}` }}
      >
        {null}
      </RequestPage>
    );
  }
  if (state.step === "sent") {
    return (
      <RequestPage
        brand={brand}
        title="Thank you!"
        lead={<p>Your review has reached us.</p>}
        form={{ values: {}, errors: {} }}
        back={{ href: "/", label: `Go to ${brand}` }}
      >
        <p className="review-done" role="status">
          We read every review before it goes on our page, and we never change what you wrote.
        </p>
        {state.googleReviewUrl ? (
          <p>
            <a className="btn btn-primary btn-lg" href={state.googleReviewUrl} rel="noopener noreferrer">
              Also review us on Google
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
      title={`Review ${brand}`}
      lead={<p>How was your ride? Your review helps the next traveller choose.</p>}
      form={form}
      back={{ href: "/", label: `Go to ${brand}` }}
    >
      <form method="post" className="review-form" noValidate>
        <fieldset className="review-rating" aria-describedby={ratingError ? "review-rating-error" : undefined}>
          <legend>Your stars</legend>
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
                  <span className="visually-hidden">
                    {n} {n === 1 ? "star" : "stars"}
                  </span>
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
        <Field idPrefix="review" name="text" label="Your review" form={form}>
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
        <Field idPrefix="review" name="author" label="The name to show, like Anika M." form={form}>
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
          Plain text only. Your review shows on our page once we have read it; we may answer it, but never change it. No
          account and no cookie. <a href="/privacy">Privacy Policy</a>
        </p>
        <button type="submit" className="btn btn-primary btn-lg btn-block">
          Send my review
        </button>
      </form>
    </RequestPage>
  );
}
