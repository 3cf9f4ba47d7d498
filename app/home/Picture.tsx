import type { PageImage } from "~/content/types";
import { useWords } from "~/i18n/context";
import { altIn } from "~/images/drawings";
import { placeholderClass } from "~/images/page-image";

/**
 * How wide each picture is shown, in CSS pixels, for the browser to pick a
 * file from the srcset. Worked out from app/styles/home.css: the container
 * (max 1200 px, 16 px padding, 24 px from 768 px), the card grid's columns
 * (one, then two from 652 px, three from 1000 px; 20 px gaps) and the hero's
 * two columns from 900 px. A little too wide is fine; too narrow looks soft.
 */
export const imageSizes = {
  card: "(min-width: 1200px) 369px, (min-width: 1000px) calc(33.3vw - 31px), (min-width: 652px) calc(50vw - 28px), calc(100vw - 34px)",
  hero: "(min-width: 1200px) 539px, (min-width: 900px) calc(48.8vw - 46px), calc(100vw - 32px)",
  avatar: "48px",
} as const;

/**
 * A library image: a drawing as one <img>, a photo as a <picture> offering
 * AVIF, then WebP, then JPEG at every stored width, with its blurred preview
 * behind it while it loads. Below the fold it loads lazily; the hero asks for
 * high priority instead.
 */
export function Picture({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: PageImage;
  sizes: string;
  /** The hero: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}) {
  const { lang } = useWords();
  const classes = [className, placeholderClass(image)].filter(Boolean).join(" ") || undefined;
  const img = (
    <img
      className={classes}
      src={image.src}
      srcSet={image.srcset?.jpeg}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={altIn(lang, image)}
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
    />
  );
  if (!image.srcset) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
