import type { ReactNode } from "react";
import { ChatIcon } from "./icons";
import { pageLink } from "~/booking/chat-link";

/**
 * A button-styled chat link: it opens the chat app (or its web page) in a new
 * tab. `ping` is where the tap is counted (a countUrl), if it is a booking action.
 */
export function ChatButton({
  href,
  className,
  ping,
  children,
}: {
  href: string;
  className: string;
  ping?: string;
  children: ReactNode;
}) {
  return (
    <a className={`btn ${className}`} href={pageLink(href)} ping={ping} target="_blank" rel="noopener noreferrer">
      <ChatIcon size={18} />
      {children}
    </a>
  );
}
