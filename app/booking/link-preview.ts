/**
 * What the links of the public page will be, from what is typed in the
 * Settings form: shown beside the phone and chat fields before saving. Built
 * with the page's own builders, so the preview is the real thing.
 */
import { isHostName } from "~/content/web-address";
import { normalisePhone } from "~/content/phone";
import { chatLink, telLink } from "./chat-link";

export interface LinkPreviewInput {
  /** The phone for calls, as typed. */
  phone?: string;
  /** The chat number, as typed (the business's, or the Need a Website? button's). */
  chatNumber?: string;
  chatHost?: string;
  /** The prefilled message, e.g. bookingMessages.general(settings) or the promo message. */
  message?: string;
}

export interface LinkPreview {
  /** "tel:+919000012345", or null while the phone is not a real number. */
  tel: string | null;
  /** "https://wa.me/919000012345?text=…", or null while the number or host is not right. */
  chat: string | null;
}

export function linkPreview({ phone, chatNumber, chatHost, message = "" }: LinkPreviewInput): LinkPreview {
  const call = phone ? normalisePhone(phone) : null;
  const chat = chatNumber ? normalisePhone(chatNumber) : null;
  const host = chatHost?.trim().toLowerCase() ?? "";
  return {
    tel: call ? telLink(call.e164) : null,
    chat: chat && isHostName(host) ? chatLink(host, chat.chatDigits, message) : null,
  };
}
