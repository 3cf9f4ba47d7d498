import { describe, expect, it } from "vitest";
import { linkPreview } from "~/booking/link-preview";
import { bookingMessages } from "~/booking/chat-link";
import { sampleContent } from "~/content/sample";
import { chatNumberOf } from "~/content/settings/contact";

describe("linkPreview: the page's links from what is typed in Settings", () => {
  it("shows the tel: and chat links the public page will have", () => {
    const s = sampleContent.settings;
    const message = bookingMessages.general(s);
    expect(linkPreview({ phone: "090000 12345", chatNumber: "90000 12345", chatHost: "wa.me", message })).toEqual({
      tel: "tel:+919000012345",
      chat: `https://wa.me/919000012345?text=${encodeURIComponent(message)}`,
    });
  });

  it("is the same link the page builds from the saved settings", () => {
    const s = sampleContent.settings;
    const preview = linkPreview({
      chatNumber: chatNumberOf(s),
      chatHost: s.chatHost,
      message: bookingMessages.general(s),
    });
    expect(preview.chat).toBe(
      `https://${s.chatHost}/919000012345?text=${encodeURIComponent(bookingMessages.general(s))}`,
    );
  });

  it("previews the Need a Website? button's own number and message", () => {
    expect(linkPreview({ chatNumber: "+91 90000 54321", chatHost: "wa.me", message: "Hi there" }).chat).toBe(
      "https://wa.me/919000054321?text=Hi%20there",
    );
  });

  it("shows no link while a number or the host is not right yet", () => {
    expect(linkPreview({ phone: "9000", chatNumber: "12", chatHost: "wa.me" })).toEqual({ tel: null, chat: null });
    expect(linkPreview({ chatNumber: "919000012345", chatHost: "*.me" }).chat).toBeNull();
    expect(linkPreview({})).toEqual({ tel: null, chat: null });
  });
});
