/**
 * What search engines read about the business (schema.org JSON-LD), built
 * from the live settings and content at every render. An AutoRental (a
 * LocalBusiness): name, address, position, phone, hours, prices, pictures,
 * social profiles, and each bike and taxi service as an offer with its price.
 * No review or rating markup: search engines ignore stars a business gives
 * itself, and may penalise them.
 */
import type { DayCode, HomeContent, Question } from "~/content/types";
import { plainWords } from "~/content/rich-text";
import { rupees } from "~/content/format";
import type { PreviewImage } from "./preview-image";

const SCHEMA_DAYS: Record<DayCode, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

/** An absolute address on the site, or undefined while the owner has not given the site's address. */
export function siteAddress(siteUrl: string, path: string): string | undefined {
  return siteUrl ? new URL(path, `${siteUrl}/`).href : undefined;
}

/** "₹500–₹1,200 a day": what a bike costs, as search results show a price range. */
export function priceRange(prices: number[]): string | undefined {
  if (prices.length === 0) return undefined;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? `${rupees(low)} a day` : `${rupees(low)}–${rupees(high)} a day`;
}

export function businessJsonLd(content: HomeContent, preview: PreviewImage): Record<string, unknown> {
  const { settings: s, bikes, taxis } = content;
  const at = (path: string) => siteAddress(s.siteUrl, path);
  const home = at("/");
  const images = [at(preview.path), content.heroImage?.src ? at(content.heroImage.src) : undefined].filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "AutoRental",
    ...(home ? { "@id": `${home}#business`, url: home } : {}),
    name: s.brand,
    description: s.metaDescription || s.heroSubtitle,
    ...(images.length ? { image: images } : {}),
    logo: at("/logo.svg"),
    telephone: s.phone,
    ...(s.email ? { email: s.email } : {}),
    address: { "@type": "PostalAddress", streetAddress: s.address, addressLocality: s.town, addressCountry: "IN" },
    ...(s.latitude !== null && s.longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: s.latitude, longitude: s.longitude } }
      : {}),
    hasMap: s.mapsPlaceUrl,
    ...(s.openingHours.length
      ? {
          openingHoursSpecification: s.openingHours.map((line) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: line.days.map((d) => `https://schema.org/${SCHEMA_DAYS[d]}`),
            opens: line.opens,
            closes: line.closes,
          })),
        }
      : {}),
    priceRange: priceRange(bikes.map((b) => b.price)),
    currenciesAccepted: "INR",
    ...(s.socialLinks.length ? { sameAs: s.socialLinks.map((l) => l.url) } : {}),
    makesOffer: [
      ...bikes.map((bike) => ({
        "@type": "Offer",
        name: `${bike.name} rental`,
        itemOffered: { "@type": "Product", name: bike.name },
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: bike.price,
          priceCurrency: "INR",
          unitText: "day",
        },
        availability: `https://schema.org/${bike.status === "available" ? "InStock" : "OutOfStock"}`,
      })),
      ...taxis.map((taxi) => ({
        "@type": "Offer",
        name: taxi.name,
        itemOffered: { "@type": "Service", name: taxi.name, serviceType: "Taxi" },
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: taxi.price,
          priceCurrency: "INR",
          unitText: taxi.unit,
        },
      })),
    ],
  };
}

/** The FAQ page's questions and answers (schema.org FAQPage), the answers without their formatting. */
export function faqJsonLd(questions: Question[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: plainWords(q.answer) },
    })),
  };
}
