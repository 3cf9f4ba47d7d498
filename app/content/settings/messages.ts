/**
 * The messages the shop sends a tourist by chat from a booking (its page,
 * the reminders, the deposit given back, the review link), each a whole
 * sentence in English, Hindi and Kannada with the booking's figures filled in
 * where a blank like {reference} stands. A blank stands alone after a label
 * and a colon ("Pickup: {pickup}"), so no word of the language is glued to a
 * name or a date the site fills in.
 */
import { requiredText } from "../checks";
import { defineSection, kind } from "../define";

/** The blanks a message may use, and what fills them. */
const messageBlanks = {
  brand: "the business name",
  reference: "the booking's reference",
  bike: "the bike or taxi",
  pickup: "the pickup's day and time",
  return: "the return's day and time",
  place: "where it is picked up",
  page: "the address of the tourist's booking page",
  phone: "the phone for calls",
  deposit: "the deposit",
  fee: "the late fee so far",
  link: "the review link",
  amount: "the amount to pay",
  upi: "the shop's UPI ID",
} as const;
export type MessageBlank = keyof typeof messageBlanks;

const blankNames = Object.keys(messageBlanks).map((b) => `{${b}}`);

/** A message: whole sentences, with only the blanks the site knows how to fill. */
const message = (label: string) =>
  requiredText(label, 600, { multiline: true }).superRefine((text, ctx) => {
    const unknown = [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!).filter((b) => !(b in messageBlanks));
    if (unknown.length)
      ctx.addIssue({
        code: "custom",
        message: `{${unknown[0]}} is not a blank the site can fill: use ${blankNames.join(", ")}`,
      });
  });

const hint = (when: string, blanks: MessageBlank[]) =>
  `${when} Blanks: ${blanks.map((b) => `{${b}} ${messageBlanks[b]}`).join(", ")}.`;

export const messages = defineSection({
  name: "messages",
  title: "Messages to tourists",
  intro:
    "What a booking's chat buttons write to the tourist, in their language: each a whole message, with the booking's figures filled in.",
  onSite: "/admin/bookings",
  fields: {
    msgConfirmed: kind.paragraph(message("Booking confirmed"), {
      label: "Booking confirmed",
      rows: 3,
      hint: hint("Sent once you confirm, with the booking's page.", [
        "brand",
        "reference",
        "bike",
        "pickup",
        "return",
        "page",
      ]),
      visitor: true,
    }),
    msgPickupReminder: kind.paragraph(message("Reminder before pickup"), {
      label: "Reminder before pickup",
      rows: 3,
      hint: hint("For the evening before the pickup.", ["brand", "reference", "pickup", "place", "page"]),
      visitor: true,
    }),
    msgReturnReminder: kind.paragraph(message("Reminder before return"), {
      label: "Reminder before return",
      rows: 3,
      hint: hint("For two hours before the bike is due back.", ["brand", "reference", "return", "page"]),
      visitor: true,
    }),
    msgOverdue: kind.paragraph(message("Overdue"), {
      label: "Overdue",
      rows: 3,
      hint: hint("When the bike is late.", ["brand", "reference", "return", "phone", "fee"]),
      visitor: true,
    }),
    msgDepositReturned: kind.paragraph(message("Deposit given back"), {
      label: "Deposit given back",
      rows: 3,
      hint: hint("Once the deposit is given back.", ["brand", "reference", "deposit"]),
      visitor: true,
    }),
    msgPaymentRequest: kind.paragraph(message("Payment request"), {
      label: "Payment request",
      rows: 3,
      hint: hint("What is owed, to pay by UPI on the booking's page.", ["brand", "reference", "amount", "page", "upi"]),
      visitor: true,
    }),
    msgReviewLink: kind.paragraph(message("Review link"), {
      label: "Review link",
      rows: 3,
      hint: hint("With a review link made for the booking.", ["brand", "link"]),
      visitor: true,
    }),
  },
  sample: sampleMessages(),
  whenMissing: sampleMessages(),
});

function sampleMessages() {
  return {
    msgConfirmed:
      "Hello from {brand}. Your booking is confirmed. Booking: {reference}. Bike: {bike}. Pickup: {pickup}. Return: {return}. Your booking's page: {page}",
    msgPickupReminder:
      "Hello from {brand}. A reminder: your pickup is tomorrow. Booking: {reference}. Pickup: {pickup}. Place: {place}. Please bring your driving licence and one original ID. Your booking's page: {page}",
    msgReturnReminder:
      "Hello from {brand}. Booking: {reference}. Please bring the bike back by this time: {return}. A late return is charged by the hour. Your booking's page: {page}",
    msgOverdue:
      "Hello from {brand}. Booking: {reference}. The bike was due back at this time: {return}. Please bring it back, or call us: {phone}. Late fee so far: {fee}",
    msgDepositReturned:
      "Hello from {brand}. Booking: {reference}. Your deposit is given back: {deposit}. Thank you for riding with us.",
    msgPaymentRequest:
      "Hello from {brand}. Booking: {reference}. To pay: {amount}. Pay by UPI on your booking's page: {page} Or pay to this UPI ID: {upi}",
    msgReviewLink:
      "Hello from {brand}. Thank you for riding with us. Would you tell other travellers how it went? Your review link, which works once: {link}",
    msgConfirmedHi:
      "नमस्ते, {brand} की ओर से। आपकी बुकिंग पक्की हो गई है। बुकिंग: {reference}। बाइक: {bike}। पिकअप: {pickup}। वापसी: {return}। आपकी बुकिंग का पेज: {page}",
    msgPickupReminderHi:
      "नमस्ते, {brand} की ओर से। याद दिला रहे हैं: आपका पिकअप कल है। बुकिंग: {reference}। पिकअप: {pickup}। जगह: {place}। कृपया अपना ड्राइविंग लाइसेंस और एक ओरिजिनल आईडी साथ लाएँ। आपकी बुकिंग का पेज: {page}",
    msgReturnReminderHi:
      "नमस्ते, {brand} की ओर से। बुकिंग: {reference}। कृपया बाइक इस समय तक लौटा दें: {return}। देर से लौटाने पर हर घंटे का शुल्क लगता है। आपकी बुकिंग का पेज: {page}",
    msgOverdueHi:
      "नमस्ते, {brand} की ओर से। बुकिंग: {reference}। बाइक लौटाने का समय था: {return}। कृपया बाइक लौटा दें, या हमें फ़ोन करें: {phone}। अब तक का देरी शुल्क: {fee}",
    msgDepositReturnedHi:
      "नमस्ते, {brand} की ओर से। बुकिंग: {reference}। आपकी जमा राशि लौटा दी गई है: {deposit}। हमारे साथ सफ़र करने के लिए धन्यवाद।",
    msgPaymentRequestHi:
      "नमस्ते, {brand} की ओर से। बुकिंग: {reference}। चुकाना है: {amount}। अपनी बुकिंग के पेज पर UPI से भुगतान करें: {page} या इस UPI आईडी पर भुगतान करें: {upi}",
    msgReviewLinkHi:
      "नमस्ते, {brand} की ओर से। हमारे साथ सफ़र करने के लिए धन्यवाद। क्या आप दूसरे यात्रियों को बताएँगे कि आपका अनुभव कैसा रहा? आपका रिव्यू लिंक, जो एक बार चलता है: {link}",
    msgConfirmedKn:
      "ನಮಸ್ಕಾರ, ಇದು {brand}. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಖಚಿತವಾಗಿದೆ. ಬುಕಿಂಗ್: {reference}. ಬೈಕ್: {bike}. ಪಿಕಪ್: {pickup}. ಹಿಂದಿರುಗಿಸುವುದು: {return}. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಪುಟ: {page}",
    msgPickupReminderKn:
      "ನಮಸ್ಕಾರ, ಇದು {brand}. ನೆನಪಿಗಾಗಿ: ನಿಮ್ಮ ಪಿಕಪ್ ನಾಳೆ. ಬುಕಿಂಗ್: {reference}. ಪಿಕಪ್: {pickup}. ಸ್ಥಳ: {place}. ದಯವಿಟ್ಟು ನಿಮ್ಮ ಡ್ರೈವಿಂಗ್ ಲೈಸೆನ್ಸ್ ಮತ್ತು ಒಂದು ಒರಿಜಿನಲ್ ಐಡಿ ತನ್ನಿ. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಪುಟ: {page}",
    msgReturnReminderKn:
      "ನಮಸ್ಕಾರ, ಇದು {brand}. ಬುಕಿಂಗ್: {reference}. ದಯವಿಟ್ಟು ಈ ಸಮಯದೊಳಗೆ ಬೈಕ್ ಹಿಂದಿರುಗಿಸಿ: {return}. ತಡವಾದರೆ ಪ್ರತಿ ಗಂಟೆಗೆ ದಂಡ ಇದೆ. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಪುಟ: {page}",
    msgOverdueKn:
      "ನಮಸ್ಕಾರ, ಇದು {brand}. ಬುಕಿಂಗ್: {reference}. ಬೈಕ್ ಹಿಂದಿರುಗಿಸಬೇಕಿದ್ದ ಸಮಯ: {return}. ದಯವಿಟ್ಟು ಬೈಕ್ ಹಿಂದಿರುಗಿಸಿ, ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ: {phone}. ಇಲ್ಲಿಯವರೆಗಿನ ತಡದ ದಂಡ: {fee}",
    msgDepositReturnedKn:
      "ನಮಸ್ಕಾರ, ಇದು {brand}. ಬುಕಿಂಗ್: {reference}. ನಿಮ್ಮ ಠೇವಣಿ ಹಿಂದಿರುಗಿಸಲಾಗಿದೆ: {deposit}. ನಮ್ಮೊಂದಿಗೆ ಪ್ರಯಾಣಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು.",
    msgPaymentRequestKn:
      "ನಮಸ್ಕಾರ, ಇದು {brand}. ಬುಕಿಂಗ್: {reference}. ಪಾವತಿಸಬೇಕಾದದ್ದು: {amount}. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಪುಟದಲ್ಲಿ UPI ಮೂಲಕ ಪಾವತಿಸಿ: {page} ಅಥವಾ ಈ UPI ಐಡಿಗೆ ಪಾವತಿಸಿ: {upi}",
    msgReviewLinkKn:
      "ನಮಸ್ಕಾರ, ಇದು {brand}. ನಮ್ಮೊಂದಿಗೆ ಪ್ರಯಾಣಿಸಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು. ನಿಮ್ಮ ಅನುಭವವನ್ನು ಇತರ ಪ್ರವಾಸಿಗರಿಗೆ ತಿಳಿಸುವಿರಾ? ಒಮ್ಮೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುವ ನಿಮ್ಮ ವಿಮರ್ಶೆ ಲಿಂಕ್: {link}",
  };
}

/** A message with its blanks filled in; a blank with no value is left out with nothing glued to it. */
export function fillMessage(template: string, values: Partial<Record<MessageBlank, string>>): string {
  return template.replace(/\{([a-z]+)\}/g, (whole, name: string) =>
    name in messageBlanks ? (values[name as MessageBlank] ?? "") : whole,
  );
}

export type MessageName =
  | "msgConfirmed"
  | "msgPickupReminder"
  | "msgReturnReminder"
  | "msgOverdue"
  | "msgDepositReturned"
  | "msgPaymentRequest"
  | "msgReviewLink";
