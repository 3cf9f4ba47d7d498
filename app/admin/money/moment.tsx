/** A moment in the shop's time zone, in the reader's language: "23 Nov 2026, 10:15 IST", "27 ನವೆಂ, 2026, 09:50". */
import { useShopTimeZone } from "~/admin/ui";
import { useWords } from "~/admin/words";
import { momentIn } from "./months";

export function Moment({ iso }: { iso: string }) {
  const { lang } = useWords();
  return <time dateTime={iso}>{momentIn(lang, iso, useShopTimeZone())}</time>;
}
