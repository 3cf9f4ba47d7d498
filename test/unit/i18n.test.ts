/**
 * The dictionaries and what is written with them: every language has every
 * word (the type check makes a missing one fail `tsc`; this checks each is
 * written and keeps English's placeholders), money the Indian way in every
 * language, dates with Latin digits, the chat message in each language, and
 * the owner's words falling back to English.
 */
import { describe, expect, it } from "vitest";
import { bookingMessages } from "~/booking/chat-link";
import { quoteRental } from "~/booking/prices";
import { bikeRequestMessage, rentalEstimate, taxiRequestMessage, type BikeRequest } from "~/booking/requests";
import { formatDateTime } from "~/admin/ui";
import { fineLabel, rupees } from "~/content/format";
import { sampleContent } from "~/content/sample";
import { dateIn, dayNameIn, momentInZone, weekdayDateIn } from "~/i18n/dates";
import { languages, pathIn, splitPath } from "~/i18n/languages";
import { contentIn } from "~/i18n/owner-words";
import { withReference } from "~/reservations/public-requests.server";
import { dictionaries, fill, wordsOf } from "~/i18n/words";
import { statusWord } from "~/i18n/status";
import { statusLabels } from "~/content/lists";

/** Texts made of placeholders and marks only ("{days}: {breakdown}"): the same in every language. */
const scriptFree = new Set(["estimateLine", "msgPlaceKm", "factTaxisAt", "twoSentences"]);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the dictionaries", () => {
  it("have the same words in every language, none of them empty", () => {
    const keys = Object.keys(dictionaries.en).sort();
    for (const lang of languages) {
      expect(Object.keys(dictionaries[lang]).sort(), lang).toEqual(keys);
      for (const [key, text] of Object.entries(dictionaries[lang])) {
        expect(text.trim(), `${lang}.${key}`).not.toBe("");
      }
    }
  });

  it("keep English's placeholders in every translation, and write its own script", () => {
    for (const lang of ["hi", "kn"] as const) {
      const script = lang === "hi" ? /[\u0900-\u097F]/ : /[\u0C80-\u0CFF]/;
      for (const [key, english] of Object.entries(dictionaries.en)) {
        const text = dictionaries[lang][key as keyof typeof dictionaries.en];
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(english));
        // A text left in English would be a text not translated; only these are figures and marks alone.
        if (!scriptFree.has(key)) expect(text, `${lang}.${key}`).toMatch(script);
      }
    }
  });

  it("name a bike's status in English as the back office does", () => {
    for (const status of Object.keys(statusLabels) as (keyof typeof statusLabels)[]) {
      expect(statusWord(wordsOf("en"), status)).toBe(statusLabels[status]);
    }
  });

  it("fill values in and leave an unknown placeholder as it is", () => {
    expect(fill("Hi {brand}, {who}", { brand: "Sagara Rides" })).toBe("Hi Sagara Rides, {who}");
    expect(wordsOf("hi").t("callPhone", { phone: "+91 90000 12345" })).toBe("कॉल करें +91 90000 12345");
  });
});

describe("money and dates", () => {
  it("write rupees with Indian grouping whatever the language (kn-IN would group the Western way)", () => {
    expect(rupees(100000)).toBe("₹1,00,000");
    expect(rupees(1234567)).toBe("₹12,34,567");
    // Why the page never formats money in the reader's locale:
    expect(new Intl.NumberFormat("kn-IN").format(1234567)).toBe("1,234,567");
    const fine = { offence: "Damages", offenceHi: "", offenceKn: "", amount: 100000, basis: "up-to" as const };
    expect(fineLabel(fine, wordsOf("en"))).toBe("up to ₹1,00,000");
    expect(fineLabel(fine, wordsOf("hi"))).toBe("₹1,00,000 तक");
    expect(fineLabel(fine, wordsOf("kn"))).toBe("ಗರಿಷ್ಠ ₹1,00,000");
  });

  it("write dates in the reader's language with Latin digits", () => {
    expect(dateIn("en", "2026-12-20")).toBe("20 Dec 2026");
    expect(dateIn("hi", "2026-12-20")).toBe("20 दिसंबर 2026");
    expect(dateIn("kn", "2026-12-20")).toBe("ಡಿಸೆಂಬರ್ 20, 2026");
    expect(weekdayDateIn("hi", "2026-12-20")).toBe("रवि, 20 दिस॰");
    expect(dayNameIn("kn", "Mo")).toBe("ಸೋಮ");
    for (const lang of languages) {
      expect(dateIn(lang, "2027-01-09"), lang).toMatch(/\b9\b.*2027|2027.*\b9\b|9.*2027/);
      expect(dateIn(lang, "2027-01-09"), lang).not.toMatch(/[०-९೦-೯]/);
    }
  });

  it("write a moment with a space after the comma in Kannada, where Intl leaves none", () => {
    // ICU's kn-IN short month and year: "ನವೆಂ 27,2026".
    expect(momentInZone("kn", "2026-11-27T04:45:00Z", "Asia/Kolkata")).toBe("ನವೆಂ 27, 2026, 10:15");
    expect(momentInZone("kn", "2026-05-02T16:05:00Z", "Asia/Kolkata")).toBe("ಮೇ 2, 2026, 21:35");
    expect(momentInZone("hi", "2026-11-27T04:45:00Z", "Asia/Kolkata")).toBe("27 नव॰ 2026, 10:15");
    expect(formatDateTime("2026-11-27T04:45:00Z", "Asia/Kolkata", "kn")).toBe("ನವೆಂ 27, 2026, 10:15 IST");
  });
});

describe("the chat message in each language", () => {
  const settings = { brand: "Sagara Rides", chatHost: "wa.me", chatNumber: "+91 90000 12345" };
  const bike = sampleContent.bikes.find((b) => b.id === "honda-activa")!;
  const point = sampleContent.pickupPoints[1]!;
  const quote = quoteRental(bike, [], "2027-03-02", 3);
  const request = {
    bike: { ...bike, image: null, status: "available" },
    pickup: "2027-03-02",
    return: "2027-03-05",
    days: 3,
    quote,
    total: quote.total,
    point: { ...point, image: null },
    name: "Anna",
  } as unknown as BikeRequest;

  const kept = (lang: string) => ({ reference: "SR-AB2C", page: `https://sagararides.example/${lang}/b/SR-AB2C-x` });

  it("keeps the bike's name, the figures, the reference and the booking page as they are", () => {
    const messages = Object.fromEntries(
      languages.map((lang) => [
        lang,
        withReference(bikeRequestMessage(settings, request, wordsOf(lang)), kept(lang), wordsOf(lang)),
      ]),
    );
    expect(messages.en).toBe(
      `Hi Sagara Rides, this is Anna. I'd like to rent the Honda Activa from Tue 2 Mar to Fri 5 Mar (3 days: ₹500 × 3 = ₹1,500 rent + ${rentalEstimate(quote, bike).split(" rent + ")[1]}), picking up at Railway Station. Is it available? Reference: SR-AB2C. My booking page: https://sagararides.example/en/b/SR-AB2C-x`,
    );
    expect(messages.hi).toMatch(
      /^नमस्ते Sagara Rides, मैं Anna हूँ। मुझे Honda Activa मंगल, 2 मार्च से शुक्र, 5 मार्च तक किराये पर चाहिए \(3 दिन: ₹500 × 3 = ₹1,500 किराया \+ /,
    );
    expect(messages.hi).toMatch(
      /क्या यह उपलब्ध है\? रेफ़रेंस: SR-AB2C। मेरी बुकिंग का पेज: https:\/\/sagararides.example\/hi\/b\/SR-AB2C-x$/,
    );
    expect(messages.kn).toMatch(
      /^ನಮಸ್ಕಾರ Sagara Rides, ನಾನು Anna\. ನನಗೆ ಬೈಕ್ ಬಾಡಿಗೆಗೆ ಬೇಕು\. ಬೈಕ್: Honda Activa\. ಪಿಕಪ್ ದಿನ: .* ಬಾಡಿಗೆ ಅಂದಾಜು \(3 ದಿನಗಳು: ₹500 × 3 = ₹1,500 ಬಾಡಿಗೆ \+ /,
    );
    expect(messages.kn).toMatch(
      /ಇದು ಲಭ್ಯವಿದೆಯೇ\? ರೆಫರೆನ್ಸ್: SR-AB2C\. ನನ್ನ ಬುಕಿಂಗ್ ಪುಟ: https:\/\/sagararides.example\/kn\/b\/SR-AB2C-x$/,
    );
  });

  it("books a taxi and a card's bike in the page's language", () => {
    const taxi = { ...sampleContent.taxis[1]!, image: null };
    const ride = {
      taxi,
      from: "Hotel Sea View",
      destination: { listed: "Goa Airport (150km)", place: "Goa Airport", km: 150 },
      fare: 2250,
      date: "2027-03-05",
      time: "06:30",
      people: 2,
      name: "",
    } as Parameters<typeof taxiRequestMessage>[1];
    expect(taxiRequestMessage(settings, ride, wordsOf("hi"))).toBe(
      `नमस्ते Sagara Rides, मुझे ${taxi.name} बुक करना है। पिकअप: Hotel Sea View। कहाँ तक: Goa Airport (150 km), लगभग ₹2,250 एक तरफ़। तारीख़: शुक्र, 5 मार्च, समय: 06:30। 2 लोग। क्या गाड़ी उपलब्ध है?`,
    );
    expect(bookingMessages.bike(settings, { ...bike, status: "available" }, wordsOf("kn"))).toBe(
      "ನಮಸ್ಕಾರ Sagara Rides, ನಾನು Honda Activa (₹500/ದಿನ) ಬುಕ್ ಮಾಡಬೇಕು. ನನ್ನ ದಿನಾಂಕಗಳಿಗೆ ಇದು ಖಾಲಿ ಇದೆಯೇ?",
    );
  });
});

describe("the owner's words and the addresses", () => {
  it("takes a translation where one is written and the English where it is empty", () => {
    const [first, second] = sampleContent.bikes;
    const data = {
      ...sampleContent,
      bikes: [
        { ...first!, descriptionHi: "हल्का स्कूटर", featuresHi: ["110cc", "आसान"] },
        { ...second!, descriptionHi: "", featuresHi: [] },
      ].map((bike) => ({ ...bike, descriptionKn: "" })),
    } as typeof sampleContent;
    const hindi = contentIn(data, "hi");
    expect(hindi.bikes[0]!.description).toBe("हल्का स्कूटर");
    expect(hindi.bikes[0]!.features).toEqual(["110cc", "आसान"]);
    expect(hindi.bikes[1]!.description).toBe(second!.description);
    expect(hindi.bikes[1]!.features).toEqual(second!.features);
    // The bike's name is not a visitor text: it stays as it is.
    expect(hindi.bikes[0]!.name).toBe(first!.name);
    expect(contentIn(data, "kn").bikes[0]!.description).toBe(first!.description);
    expect(contentIn(data, "en")).toBe(data);
  });

  it("reads the language from the address and puts it back", () => {
    expect(splitPath("/")).toEqual({ lang: "en", path: "/" });
    expect(splitPath("/hi")).toEqual({ lang: "hi", path: "/" });
    expect(splitPath("/kn/about")).toEqual({ lang: "kn", path: "/about" });
    expect(splitPath("/fr/about")).toEqual({ lang: "en", path: "/fr/about" });
    expect(splitPath("/high")).toEqual({ lang: "en", path: "/high" });
    expect(pathIn("hi", "/#bikes")).toBe("/hi/#bikes");
    expect(pathIn("en", "/about")).toBe("/about");
  });
});
