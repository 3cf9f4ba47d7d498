import { telLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import type { Settings } from "~/content/types";
import { useWords } from "~/i18n/context";
import { PhoneIcon } from "./icons";

/** A button-styled phone link that shows the number, counted as a call. */
export function CallButton({
  settings,
  className,
}: {
  settings: Pick<Settings, "phone" | "siteUrl">;
  className: string;
}) {
  const w = useWords();
  const { phone } = settings;
  return (
    <a className={`btn ${className}`} href={telLink(phone)} ping={countUrl(settings.siteUrl, "call")}>
      <PhoneIcon size={18} />
      {w.t("callPhone", { phone })}
    </a>
  );
}
