import { displayDate } from "~/content/format";
import type { Testimonial } from "~/content/types";
import { Picture, imageSizes } from "./Picture";
import { Stars } from "./Rating";

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section id="reviews" className="section section-tint" aria-labelledby="reviews-title">
      <div className="container">
        <header className="section-head reveal">
          <p className="eyebrow">Reviews</p>
          <h2 id="reviews-title">What Our Customers Say</h2>
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
                  {t.avatar ? <Picture image={t.avatar} sizes={imageSizes.avatar} /> : null}
                  <span>
                    <span className="testimonial-author">{t.author}</span>
                    <time dateTime={t.date}>{displayDate(t.date)}</time>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
