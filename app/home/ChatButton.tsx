import type { ReactNode } from "react";
import { ChatIcon } from "./icons";

/** A button-styled chat link: it opens the chat app (or its web page) in a new tab. */
export function ChatButton({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a className={`btn ${className}`} href={href} target="_blank" rel="noopener noreferrer">
      <ChatIcon size={18} />
      {children}
    </a>
  );
}
