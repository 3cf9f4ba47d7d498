/**
 * Hindi and Kannada sentences around a value the site fills in (a name, a
 * place, a date): the value stands alone, followed by a space, a label's
 * colon or a punctuation mark, never by a suffix glued to it ("6 ಡಿಸೆಂರಿಂದ",
 * "ರೈಲು ನಿಲ್ದಾಣನಿಂದ", "ಗೋಕರ್ಣನಲ್ಲಿ"): a suffix has to agree with the word's
 * last sound, which a template cannot know.
 */
import { describe, expect, it } from "vitest";
import { quoteRental } from "~/booking/prices";
import { bikeRequestMessage, type BikeRequest } from "~/booking/requests";
import { sampleContent } from "~/content/sample";
import { contentIn } from "~/i18n/owner-words";
import { dictionaries, fill, wordsOf } from "~/i18n/words";
import { withReference } from "~/reservations/public-requests.server";

/** Names that end in each kind of sound: the inherent vowel, vowel signs, a virama, a vowel letter, Latin. */
const ENDINGS = [
  "ಗೋಕರ್ಣ",
  "ಉಡುಪಿ",
  "ಮಂಗಳೂರು",
  "ಕಾರವಾರೆ",
  "ಹೊನ್ನಾವರೊ",
  "ಕುಮಟೌ",
  "ಭಟ್ಕಳ್",
  "ಅಂಕೋಲಾ",
  "ರೈಲು ನಿಲ್ದಾಣ",
  "गोकर्ण",
  "कारवार",
  "उडुपी",
  "Om Beach",
];

describe("sentences with a filled-in value", () => {
  for (const lang of ["hi", "kn"] as const) {
    it(`every ${lang} template leaves each value standing alone`, () => {
      for (const [key, template] of Object.entries(dictionaries[lang])) {
        for (const name of ENDINGS) {
          const values = Object.fromEntries([...template.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, name]));
          if (!Object.keys(values).length) continue;
          const text = fill(template, values);
          // After the value: the end, a space, or a mark that is not a letter or a vowel sign.
          for (const at of [...text.matchAll(new RegExp(name, "g"))].map((m) => m.index! + name.length)) {
            expect(text.slice(at, at + 1), `${lang}.${key} with "${name}": ${text}`).toMatch(/^$|^[^\p{L}\p{M}]/u);
          }
        }
      }
    });
  }

  it("the Kannada chat message for a Railway Station pickup on 6 December reads as written", () => {
    const content = contentIn(sampleContent, "kn");
    const bike = content.bikes.find((b) => b.id === "honda-dio")!;
    const point = content.pickupPoints.find((p) => p.id === "railway-station")!;
    const quote = quoteRental(bike, [], "2026-12-06", 1);
    const request = {
      bike: { ...bike, status: "available" },
      pickup: "2026-12-06",
      return: "2026-12-06",
      days: 1,
      quote,
      total: quote.total,
      point,
      name: "ಅನಿಲ",
    } as unknown as BikeRequest;
    const kept = { reference: "SR-AB2C", page: "https://sagararides.example/kn/b/SR-AB2C-x" };
    const w = wordsOf("kn");
    // Reviewed: "Hello Sagara Rides, I am Anila. I need a bike on rent. Bike: Honda Dio. Date: Sun, 6 Dec.
    // Rent estimate (…). Pickup place: Railway Station. Is it available? Reference: …. My booking page: …"
    expect(withReference(bikeRequestMessage({ brand: "Sagara Rides" }, request, w), kept, w)).toBe(
      "ನಮಸ್ಕಾರ Sagara Rides, ನಾನು ಅನಿಲ. ನನಗೆ ಬೈಕ್ ಬಾಡಿಗೆಗೆ ಬೇಕು. ಬೈಕ್: Honda Dio. ದಿನಾಂಕ: ಭಾನು, 6 ಡಿಸೆಂ. " +
        "ಬಾಡಿಗೆ ಅಂದಾಜು (1 ದಿನ: ₹500 × 1 = ₹500 ಬಾಡಿಗೆ + ₹1,000 ಠೇವಣಿ, ಬೈಕ್ ಹಿಂದಿರುಗಿಸಿದಾಗ ವಾಪಸ್, " +
        "ಅಥವಾ ಒಂದು ಒರಿಜಿನಲ್ ಐಡಿ ನಮ್ಮ ಬಳಿ ಇಡಿ). ಪಿಕಪ್ ಜಾಗ: ರೈಲು ನಿಲ್ದಾಣ. ಇದು ಲಭ್ಯವಿದೆಯೇ? " +
        "ರೆಫರೆನ್ಸ್: SR-AB2C. ನನ್ನ ಬುಕಿಂಗ್ ಪುಟ: https://sagararides.example/kn/b/SR-AB2C-x",
    );
  });
});
