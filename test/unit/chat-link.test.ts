import { describe, expect, it } from "vitest";
import { bookingMessages, businessChatLink, chatLink, telLink } from "~/booking/chat-link";
import { sampleContent } from "~/content/sample";

const settings = sampleContent.settings;

function messageOf(url: string) {
  return new URL(url).searchParams.get("text");
}

describe("chatLink", () => {
  it("builds https://{chat-host}/{number}?text={encoded message}", () => {
    expect(chatLink("wa.me", "919000012345", "Hi there")).toBe("https://wa.me/919000012345?text=Hi%20there");
  });

  it("encodes every reserved character of the message with encodeURIComponent", () => {
    const message = "Bike & taxi? 50% off #1 / ₹500 = yes";
    const url = chatLink("wa.me", "91900", message);
    expect(url).toBe(`https://wa.me/91900?text=${encodeURIComponent(message)}`);
    expect(messageOf(url)).toBe(message);
  });

  it("keeps only the digits of the number", () => {
    expect(chatLink("wa.me", "+91 90000-12345", "x")).toBe("https://wa.me/919000012345?text=x");
  });

  it("uses the host it is given", () => {
    expect(chatLink("chat.example", "1", "x")).toBe("https://chat.example/1?text=x");
  });
});

describe("booking messages", () => {
  it("name the bike and its price per day", () => {
    const bike = sampleContent.bikes[0]!;
    const text = messageOf(businessChatLink(settings, bookingMessages.bike(settings, bike)));
    expect(text).toContain(bike.name);
    expect(text).toContain("₹500/day");
  });

  it("ask for the next free date when the bike is not available", () => {
    const bike = { ...sampleContent.bikes[0]!, status: "rented-out" as const };
    expect(bookingMessages.bike(settings, bike)).toMatch(/next free/);
  });

  it("name the taxi service and the pickup point", () => {
    const taxi = sampleContent.taxis[1]!;
    expect(bookingMessages.taxi(settings, taxi)).toContain("Airport Transfer");
    expect(bookingMessages.taxi(settings, taxi)).toContain("₹15/km");
    expect(bookingMessages.pickup(settings, sampleContent.pickupPoints[2]!)).toContain("Beach Road");
  });

  it("go to the phone for calls while the chat number is left empty, and to the chat number once written", () => {
    expect(settings.chatNumber).toBe("");
    expect(businessChatLink(settings, "x")).toBe(`https://${settings.chatHost}/919000012345?text=x`);
    expect(businessChatLink({ ...settings, phone: "+91 98450 12345" }, "x")).toBe(
      `https://${settings.chatHost}/919845012345?text=x`,
    );
    expect(businessChatLink({ ...settings, phone: "+91 98450 12345", chatNumber: "919000054321" }, "x")).toBe(
      `https://${settings.chatHost}/919000054321?text=x`,
    );
  });
});

describe("telLink", () => {
  it("keeps the plus and the digits", () => {
    expect(telLink("+91 90000 12345")).toBe("tel:+919000012345");
  });
});
