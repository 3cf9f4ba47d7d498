import type { Testimonial } from "~/content/types";
import { Picture, imageSizes } from "./Picture";
import { Stars } from "./Rating";
import { useWords } from "~/i18n/context";
import { dateIn } from "~/i18n/dates";

/** "Anika M." → "AM": shown where a review has no photo (a customer's own never has one). */
function initialsOf(name: string): string {
  const words = name.split(/[\s.]+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0]?.slice(0, 2) ?? "?")).toUpperCase();
}

/** The shown reviews, newest first, each with the owner's reply when there is one. */
export function Testimonials({ testimonials, brand }: { testimonials: Testimonial[]; brand: string }) {
  const w = useWords();
  if (testimonials.length === 0) return null;
  return (
    <section id="reviews" className="section section-tint" aria-labelledby="reviews-title">
      <div className="container">
        <header className="section-head reveal">
          <p className="eyebrow">{w.t("reviewsEyebrow")}</p>
          <h2 id="reviews-title">{w.t("reviewsTitle")}</h2>
        </header>
        <ul className="testimonial-grid stagger">
          {testimonials.map((t) => (
            <li key={t.id} className="testimonial">
              <figure>
                <Stars rating={t.rating} />
                <blockquote>
                  <p>{t.text}</p>
                </blockquote>
                <figcaption>
                  {t.avatar ? (
                    <Picture image={t.avatar} sizes={imageSizes.avatar} />
                  ) : (
                    <span className="initials" aria-hidden="true">
                      {initialsOf(t.author)}
                    </span>
                  )}
                  <span>
                    <span className="testimonial-author">{t.author}</span>
                    <time dateTime={t.date}>{dateIn(w.lang, t.date)}</time>
                  </span>
                </figcaption>
                {t.reply ? (
                  <p className="testimonial-reply">
                    <strong>{w.t("replyFrom", { brand })}</strong> {t.reply}
                  </p>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
