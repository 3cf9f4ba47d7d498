import { telLink } from "~/booking/chat-link";
import { countUrl } from "~/booking/count-kinds";
import { useWords } from "~/i18n/context";
import { PhoneIcon } from "./icons";

/** A button-styled phone link that shows the number, counted as a call. */
export function CallButton({ phone, className }: { phone: string; className: string }) {
  const w = useWords();
  return (
    <a className={`btn ${className}`} href={telLink(phone)} ping={countUrl("call")}>
      <PhoneIcon size={18} />
      {w.t("callPhone", { phone })}
    </a>
  );
}
