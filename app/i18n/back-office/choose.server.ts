/**
 * Which language a person reads the back office in: the one they chose on
 * Your account, or else the phone's (its Accept-Language), or else English.
 */
import { asLang, languages, type Lang } from "../languages";

/** The first of English, Hindi and Kannada the browser asks for, by its q-values; null when it asks for none of them. */
export function browserLanguage(request: Request): Lang | null {
  return askedLanguage(request.headers.get("accept-language"));
}

/** The same, from an Accept-Language header as it came ("kn-IN,kn;q=0.9,en;q=0.8"). */
export function askedLanguage(header: string | null | undefined): Lang | null {
  const asked = (header ?? "")
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? "1",
      );
      return { code: tag.trim().toLowerCase().split("-")[0] ?? "", q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((a) => a.q > 0 && (languages as readonly string[]).includes(a.code))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return asked[0] ? asLang(asked[0].code) : null;
}

/** The person's own choice, else the phone's language, else English. */
export function backOfficeLanguage(request: Request, chosen?: string | null): Lang {
  if (chosen && (languages as readonly string[]).includes(chosen)) return asLang(chosen);
  return browserLanguage(request) ?? "en";
}
