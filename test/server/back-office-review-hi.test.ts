/**
 * The back office's daily screens in Hindi, as a Hindi reader at a rental counter reviewed them: sign-in,
 * Bookings, a booking requested, confirmed and out, Content, a bike's form and Settings → Contact, with a
 * refusal beside a field. The expected strings are the reviewed words: a change to one of them has to change
 * this test on purpose. The person's saved language is Hindi while the phone asks for English, so the choice
 * on Your account is what the screens follow.
 */
import { describe, expect, it } from "vitest";
import { addDays, shopToday } from "~/booking/dates";
import { createBook } from "~/reservations/book.server";
import { stayOfDates } from "~/reservations/stay";
import { adminSite } from "../support/admin-site";
import { checkOut } from "../support/handover";
import { parseHtml } from "../support/html";

interface Screen {
  title: string;
  menu: string[];
  headings: string[];
  buttons: string[];
  labels: string[];
  hints: string[];
}

const squash = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

/** An element's words as a reader hears them: its pieces of text one after another, a space between two. */
function said(element: Element): string {
  if (element.matches("input")) return squash(element.getAttribute("value"));
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  const pieces: string[] = [];
  while (walker.nextNode()) pieces.push(walker.currentNode.textContent ?? "");
  return squash(pieces.join(" "));
}

/**
 * What a person reads on a screen, part by part: the title, the menu, and inside `scope` the headings, the
 * buttons (and links drawn as buttons), the field labels and legends, and the hints under a heading or a field.
 * `names` turns a booking's reference, which changes from run to run, into the name the test gives it.
 */
function read(html: string, scope: string, names: Record<string, string> = {}): Screen {
  const doc = parseHtml(html.replaceAll("<!-- -->", ""));
  const root = doc.querySelector(scope);
  if (!root) throw new Error(`no ${scope} on the page`);
  const named = (s: string) => Object.entries(names).reduce((t, [ref, name]) => t.replaceAll(ref, name), s);
  const all = (from: ParentNode, selector: string) => [...from.querySelectorAll(selector)].map((e) => named(said(e)));
  return {
    title: named(doc.title),
    menu: all(doc, "nav.admin-nav-desktop a"),
    headings: all(root, "h1, h2, h3"),
    buttons: all(
      root,
      "summary, button:not([aria-hidden=true]):not(.admin-icon-button), a.admin-button, input[type=submit]",
    ),
    labels: all(root, "label:not(.visually-hidden), legend"),
    hints: all(root, ".admin-hint, .admin-sub"),
  };
}

/** The menu, the same on every screen of the back office. */
const MENU = ["डैशबोर्ड", "बुकिंग", "पैसा", "सामग्री", "रिव्यू", "गतिविधि", "ट्रैश", "तस्वीरें", "सेटिंग्स", "खाता"];

/** The reviewed words of each screen (a booking's reference by the name its state gives it). */
const REVIEWED: Record<string, Screen> = {
  // Signing in, on a phone set to Hindi.
  login: {
    title: "एडमिन लॉगिन - Sagara Rides",
    menu: [],
    headings: ["एडमिन लॉगिन"],
    buttons: ["साइन इन करें"],
    labels: ["यूज़रनेम", "पासवर्ड", "7 दिन तक याद रखें"],
    hints: [],
  },
  // Bookings: a request waiting, one out and one confirmed, the walk-in form and the calendar feed.
  bookings: {
    title: "बुकिंग - Sagara Rides",
    menu: MENU,
    headings: [
      "बुकिंग",
      "रिक्वेस्ट 1",
      "{requested} Royal Enfield Classic",
      "आज 0",
      "आने वाली और बाहर गई 2",
      "{out} Royal Enfield Classic",
      "{confirmed} Royal Enfield Classic",
      "बुकिंग जोड़ें",
      "सेवा से बाहर",
      "आपका कैलेंडर ऐप",
    ],
    buttons: [
      "कैलेंडर",
      "पुरानी",
      "गाड़ियाँ",
      "{requested} पक्की करें",
      "{requested} अस्वीकार करें",
      "{requested} खोलें",
      "{out} खोलें",
      "{confirmed} खोलें",
      "बुकिंग जोड़ें",
      "गाड़ी को सेवा से हटाएँ",
      "सेवा से हटाएँ",
      "नया पता",
      "हाँ, नया पता बनाएँ",
    ],
    labels: [
      "बुकिंग {requested} के लिए नाम (ज़रूरी नहीं)",
      "बुकिंग {requested} के लिए फ़ोन (ज़रूरी नहीं)",
      "बाइक",
      "पिकअप का दिन",
      "समय",
      "वापसी का दिन",
      "समय",
      "गाड़ी",
      "पिकअप की जगह",
      "नाम (ज़रूरी नहीं)",
      "फ़ोन (ज़रूरी नहीं)",
      "गाड़ी",
      "पिकअप का दिन",
      "समय",
      "वापसी का दिन",
      "समय",
      "नोट",
      "कैलेंडर फ़ीड का पता",
    ],
    hints: [
      "आज न कुछ देना है, न वापस लेना है।",
      "दुकान पर आए या फ़ोन किया: खाली गाड़ी पर, आज के दाम पर, तुरंत पक्की।",
      "हर गाड़ी सेवा में है।",
      "नए टायर, मेरी अपनी यात्रा…",
      "हर पक्की बुकिंग वहाँ देखने के लिए यह पता अपने फ़ोन के कैलेंडर में जोड़ें (URL से सब्सक्राइब करें)। इसे अपने पास ही रखें: जिसके पास यह है, वह आपकी बुकिंग देख सकता है।",
    ],
  },
  // A booking requested on the site, waiting to be confirmed.
  requested: {
    title: "{requested} - बुकिंग - Sagara Rides",
    menu: MENU,
    headings: ["{requested} · Royal Enfield Classic", "क्या माँगा गया", "अगला कदम", "पैसा", "लेन-देन", "कदम"],
    buttons: ["{requested} पक्की करें", "{requested} अस्वीकार करें", "तारीखें बदलें", "{requested} की तारीखें सेव करें"],
    labels: [
      "बुकिंग {requested} के लिए नाम (ज़रूरी नहीं)",
      "बुकिंग {requested} के लिए फ़ोन (ज़रूरी नहीं)",
      "पिकअप",
      "समय",
      "वापसी",
      "समय",
    ],
    hints: ["अभी कुछ दर्ज नहीं: बुकिंग पक्की होते ही तय दाम देना होता है।"],
  },
  // A booking confirmed, its bike to hand over.
  confirmed: {
    title: "{confirmed} - बुकिंग - Sagara Rides",
    menu: MENU,
    headings: [
      "{confirmed} · Royal Enfield Classic",
      "क्या माँगा गया",
      "अगला कदम",
      "पिकअप और वापसी",
      "पैसा",
      "लेन-देन",
      "कदम",
    ],
    buttons: [
      "ग्राहक बदलें",
      "{confirmed} का ग्राहक सेव करें",
      "सौंपें…",
      "{confirmed} सौंपें",
      "तारीखें बदलें",
      "{confirmed} की तारीखें सेव करें",
      "रद्द करें",
      "हाँ, {confirmed} रद्द करें",
      "{confirmed} की फ़ोटो भेजें",
      "भुगतान मिला…",
      "{confirmed} का भुगतान मिला",
      "डिपॉज़िट लिया…",
      "{confirmed} का डिपॉज़िट लिया",
      "शुल्क जोड़ें…",
      "{confirmed} पर शुल्क लगाएँ",
      "छूट…",
      "{confirmed} को छूट दें",
      "नं. 1 (किराया बाकी) उलटें",
      "नं. 1 (किराया बाकी) उलटें",
    ],
    labels: [
      "नाम",
      "फ़ोन",
      "बुकिंग {confirmed} के पिकअप का दिन",
      "बुकिंग {confirmed} के पिकअप का समय",
      "जल्दी पिकअप: शुरुआत इस दिन पर करें (बाइक खाली होनी चाहिए)",
      "बुकिंग {confirmed} के पिकअप पर ओडोमीटर, किमी",
      "दिए गए हेलमेट",
      "पेट्रोल",
      "खाली",
      "¼",
      "½",
      "¾",
      "भरा",
      "पहले से हुआ नुकसान",
      "गारंटी के लिए रखा",
      "दस्तावेज़",
      "कुछ नहीं",
      "ड्राइविंग लाइसेंस",
      "पासपोर्ट",
      "दूसरा पहचान पत्र",
      "उसके आखिरी चार अक्षर या अंक",
      "असली दस्तावेज़ दुकान पर रखा है",
      "शर्तों की ज़रूरी चीज़ें जाँच लीं",
      // The terms' requirements in the owner's own Hindi (their `textHi`).
      "वैध ड्राइविंग लाइसेंस ज़रूरी है",
      "एक सरकारी पहचान पत्र ज़रूरी है",
      "हेलमेट पहनना ज़रूरी है",
      "एक बाइक पर अधिकतम 2 लोग",
      "डिपॉज़िट लिया",
      "डिपॉज़िट कैसे दिया",
      "नकद",
      "UPI",
      "कार्ड",
      "अभी नहीं",
      "पिकअप",
      "समय",
      "वापसी",
      "समय",
      "इनमें क्या है",
      "फ़ोटो",
      "मिली रकम",
      "कैसे दिया",
      "नकद",
      "UPI",
      "कार्ड",
      "डिपॉज़िट लिया",
      "कैसे दिया",
      "नकद",
      "UPI",
      "कार्ड",
      "किसके लिए",
      "नुकसान",
      "लेट फ़ीस",
      "किराया या भाड़ा",
      "लगाई गई रकम",
      "किस लिए",
      "दी गई छूट",
      "क्यों",
      "नं. 1 (किराया बाकी): क्यों उलटा गया",
    ],
    hints: [
      "विदेश के नंबर के लिए देश के कोड के साथ, जैसे +49 151 2345 6789।",
      "दिन और समय खाली छोड़ें तो अभी का समय।",
      "पिछली रीडिंग: 15,260 किमी।",
      "पूरा नंबर कभी नहीं, और आधार नंबर कभी नहीं: रखे गए दस्तावेज़ के सिर्फ़ आखिरी चार अक्षर।",
      "पर्यटक ने अभी शर्तें नहीं मानीं: पहले उनसे मनवाने के लिए ऊपर देखें।",
      "चैट पर मैसेज भेजने के लिए ग्राहक का फ़ोन नंबर लिखें।",
      "पिकअप की फ़ोटो: फ़ोन के कैमरे से ली गईं, निजी रखी गईं (सिर्फ़ साइन इन करके), बिना जगह की जानकारी के, और ग्राहक के विवरण के साथ मिटाई जाती हैं।",
    ],
  },
  // A booking out, its bike to take back.
  out: {
    title: "{out} - बुकिंग - Sagara Rides",
    menu: MENU,
    headings: ["{out} · Royal Enfield Classic", "क्या माँगा गया", "अगला कदम", "पिकअप और वापसी", "पैसा", "लेन-देन", "कदम"],
    buttons: [
      "ग्राहक बदलें",
      "{out} का ग्राहक सेव करें",
      "वापस आई…",
      "{out} वापस आई, दर्ज करें",
      "तारीखें बदलें",
      "{out} की तारीखें सेव करें",
      "{out} की फ़ोटो भेजें",
      "भुगतान मिला…",
      "{out} का भुगतान मिला",
      "डिपॉज़िट लिया…",
      "{out} का डिपॉज़िट लिया",
      "शुल्क जोड़ें…",
      "{out} पर शुल्क लगाएँ",
      "छूट…",
      "{out} को छूट दें",
      "नं. 1 (किराया बाकी) उलटें",
      "नं. 1 (किराया बाकी) उलटें",
    ],
    labels: [
      "नाम",
      "फ़ोन",
      "बुकिंग {out} की वापसी का दिन",
      "बुकिंग {out} की वापसी का समय",
      "बुकिंग {out} की वापसी पर ओडोमीटर, किमी",
      "पेट्रोल",
      "खाली",
      "¼",
      "½",
      "¾",
      "भरा",
      "नया नुकसान",
      "नुकसान का शुल्क",
      "पिकअप",
      "समय",
      "वापसी",
      "समय",
      "इनमें क्या है",
      "फ़ोटो",
      "मिली रकम",
      "कैसे दिया",
      "नकद",
      "UPI",
      "कार्ड",
      "डिपॉज़िट लिया",
      "कैसे दिया",
      "नकद",
      "UPI",
      "कार्ड",
      "किसके लिए",
      "नुकसान",
      "लेट फ़ीस",
      "किराया या भाड़ा",
      "लगाई गई रकम",
      "किस लिए",
      "दी गई छूट",
      "क्यों",
      "नं. 1 (किराया बाकी): क्यों उलटा गया",
    ],
    hints: [
      "विदेश के नंबर के लिए देश के कोड के साथ, जैसे +49 151 2345 6789।",
      "जाते समय 4,210 किमी था।",
      "दिन और समय खाली छोड़ें तो अभी का समय। लेट फ़ीस शर्तों से बनती है और नुकसान के साथ बिल में जुड़ती है।",
      "चैट पर मैसेज भेजने के लिए ग्राहक का फ़ोन नंबर लिखें।",
      "वापसी की फ़ोटो: फ़ोन के कैमरे से ली गईं, निजी रखी गईं (सिर्फ़ साइन इन करके), बिना जगह की जानकारी के, और ग्राहक के विवरण के साथ मिटाई जाती हैं।",
    ],
  },
  // Content: every list of the public page.
  content: {
    title: "सामग्री प्रबंधन - Sagara Rides",
    menu: MENU,
    headings: [
      "सामग्री",
      "बाइक",
      "सीज़न",
      "टैक्सी सेवाएँ",
      "पिकअप पॉइंट",
      "रिव्यू",
      "ज़रूरी चीज़ें",
      "जुर्माने",
      "नियम",
      "पास की जगहें",
      "हमारे बारे में",
      "अक्सर पूछे जाने वाले सवाल",
    ],
    buttons: [
      "गतिविधि",
      "ट्रैश",
      "बाइक खोलें",
      "बाइक जोड़ें",
      "सीज़न खोलें",
      "सीज़न जोड़ें",
      "टैक्सी सेवाएँ खोलें",
      "टैक्सी सेवा जोड़ें",
      "पिकअप पॉइंट खोलें",
      "पिकअप पॉइंट जोड़ें",
      "रिव्यू खोलें",
      "रिव्यू लिंक बनाएँ",
      "ज़रूरी चीज़ें खोलें",
      "ज़रूरी चीज़ जोड़ें",
      "जुर्माने खोलें",
      "जुर्माना जोड़ें",
      "नियम खोलें",
      "नियम जोड़ें",
      "पास की जगहें खोलें",
      "जगह जोड़ें",
      "हमारे बारे में खोलें",
      "हिस्सा जोड़ें",
      "अक्सर पूछे जाने वाले सवाल खोलें",
      "सवाल जोड़ें",
    ],
    labels: [],
    hints: [
      "पेज पर 6",
      "पेज पर 1",
      "पेज पर 3",
      "पेज पर 3",
      "पेज पर 3",
      "पेज पर 4",
      "पेज पर 4",
      "पेज पर 3",
      "पेज पर 4",
      "पेज पर 3",
      "पेज पर 6",
    ],
  },
  // A bike's form.
  bike: {
    title: "Royal Enfield Classic - सामग्री प्रबंधन - Sagara Rides",
    menu: MENU,
    headings: ["Royal Enfield Classic", "बिना सेव किए जाएँ?", "सेव करने के लिए साइन इन करें"],
    buttons: [
      "Royal Enfield Classic की हिस्ट्री",
      "खूबी जोड़ें",
      "हिन्दी 4 में से 4 का अनुवाद हुआ",
      "खूबी (हिन्दी में) जोड़ें",
      "कन्नड़ (ಕನ್ನಡ) 4 में से 4 का अनुवाद हुआ",
      "खूबी (कन्नड़ में) जोड़ें",
      "बदलाव सेव करें",
      "रद्द करें",
      "Royal Enfield Classic हटाएँ",
      "रुकें, बदलाव जारी रखें",
      "बिना सेव किए जाएँ",
      "साइन इन करें और सेव करें",
      "अभी नहीं",
    ],
    labels: [
      "नाम",
      "बैज",
      "विवरण",
      "खूबियाँ",
      "एक दिन का दाम",
      "7 दिन का दाम",
      "30 दिन का दाम",
      "एक घंटे का दाम",
      "कम से कम घंटे",
      "डिपॉज़िट",
      "डिपॉज़िट के बदले",
      "कम से कम दिन",
      "ज़्यादा से ज़्यादा दिन",
      "सर्विस हर (किमी)",
      "सर्विस हर (दिन)",
      "उपलब्धता",
      "उपलब्ध",
      "सब किराये पर",
      "मरम्मत में",
      "तस्वीर",
      "बैज (हिन्दी में)",
      "विवरण (हिन्दी में)",
      "खूबियाँ (हिन्दी में)",
      "डिपॉज़िट के बदले (हिन्दी में)",
      "बैज (कन्नड़ में)",
      "विवरण (कन्नड़ में)",
      "खूबियाँ (कन्नड़ में)",
      "डिपॉज़िट के बदले (कन्नड़ में)",
      "पासवर्ड",
    ],
    hints: [
      "तस्वीर पर एक छोटा शब्द, जैसे CLASSIC। न चाहिए तो खाली छोड़ें।",
      "छोटी बातें, जैसे 350cc या हेलमेट साथ में।",
      "एक दिन के रुपये: सामान्य दाम।",
      "पूरे हफ़्ते का दाम, अगर आप रखते हैं; नहीं तो खाली छोड़ें। छह दिन कभी इससे महँगे नहीं पड़ते।",
      "पूरे 30 दिन का दाम, अगर आप रखते हैं; नहीं तो खाली छोड़ें।",
      "एक घंटे के रुपये, एक दिन के खुले समय के अंदर किराये के लिए; सिर्फ़ दिन के हिसाब से देने के लिए खाली छोड़ें।",
      "घंटे के हिसाब से सबसे छोटी बुकिंग।",
      "बाइक लौटने तक रखे गए रुपये, लौटाते समय वापस। न हो तो 0।",
      "ग्राहक इसकी जगह क्या रख सकता है, जैसे: या एक असली ID रखें। और कुछ नहीं तो खाली छोड़ें।",
      "सबसे छोटी बुकिंग।",
      "सबसे लंबी बुकिंग, 90 तक।",
      "दो सर्विस के बीच किलोमीटर; न हो तो खाली छोड़ें। हर गाड़ी की गिनती उसकी पिछली सर्विस से होती है।",
      "दो सर्विस के बीच दिन, किलोमीटर चाहे जितने हों; न हो तो खाली छोड़ें।",
      "नई फ़ोटो? इसे तस्वीरें स्क्रीन पर अपलोड करें (नए टैब में खुलता है) और वहीं उसका विवरण लिखें; अगली बार यह फ़ॉर्म खुलने पर वह यहाँ मिलेगी।",
      "खाली छोड़ने पर हिन्दी पेज अंग्रेज़ी दिखाता है। नाम और दाम वैसे ही रहते हैं।",
      "खाली छोड़ने पर कन्नड़ पेज अंग्रेज़ी दिखाता है। नाम और दाम वैसे ही रहते हैं।",
      "यह ट्रैश में जाएगा, जहाँ से 30 दिन तक वापस लाया जा सकता है।",
    ],
  },
  // Settings → Contact and hours.
  contact: {
    title: "सेटिंग्स - Sagara Rides",
    menu: MENU,
    headings: ["संपर्क और समय", "सेव करने के लिए साइन इन करें"],
    buttons: [
      "संपर्क और समय की हिस्ट्री",
      "दिन और समय जोड़ें",
      "हिन्दी 1 में से 1 का अनुवाद हुआ",
      "कन्नड़ (ಕನ್ನಡ) 1 में से 1 का अनुवाद हुआ",
      "संपर्क और समय सेव करें",
      "साइन इन करें और सेव करें",
      "अभी नहीं",
    ],
    labels: [
      "कॉल के लिए फ़ोन",
      "चैट नंबर",
      "चैट होस्ट",
      "ईमेल",
      "पता",
      "खुलने का समय",
      "दिन और समय 1",
      "दिन",
      "सोम",
      "मंगल",
      "बुध",
      "गुरु",
      "शुक्र",
      "शनि",
      "रवि",
      "खुलता है",
      "बंद होता है",
      "टाइम ज़ोन",
      "पता (हिन्दी में)",
      "पता (कन्नड़ में)",
      "पासवर्ड",
    ],
    hints: [
      "पेज का हर कॉल और चैट बटन इन्हीं नंबरों से बनता है।",
      "कॉल बटन के लिए। जैसे आप लिखते हैं वैसे लिखें, जैसे +91 90000 12345 या 090000 12345; +कोड के बिना भारतीय माना जाता है।",
      "चैट के लिए वही नंबर रखना हो तो खाली छोड़ें: तब कॉल का नया फ़ोन हर चैट बटन भी बदल देता है। नंबर तभी लिखें जब चैट किसी और मोबाइल पर जाए। जैसे आप लिखते हैं वैसे लिखें, जैसे +91 90000 12345 या 090000 12345; +कोड के बिना भारतीय माना जाता है।",
      "चैट सेवा का पता, जैसे wa.me।",
      "न हो तो खाली छोड़ें।",
      "एक जैसे समय वाले दिनों के लिए एक लाइन। अभी पेज पर नहीं: सर्च इंजन और नक्शों के लिए रखा गया।",
      "दुकान की घड़ी कहाँ की है, जैसे Asia/Kolkata: इसी से तय होता है कि बुकिंग का दिन कब शुरू होता है।",
      "खाली छोड़ने पर हिन्दी पेज अंग्रेज़ी दिखाता है। नाम और दाम वैसे ही रहते हैं।",
      "खाली छोड़ने पर कन्नड़ पेज अंग्रेज़ी दिखाता है। नाम और दाम वैसे ही रहते हैं।",
    ],
  },
};

/** A site with the sample content and three bookings (requested, confirmed, out), its admin's saved language Hindi. */
async function hindiSite() {
  const site = await adminSite();
  const book = createBook(site.db, { store: site.store });
  const today = shopToday("Asia/Kolkata");
  const ask = (from: number, to: number) =>
    book.request({
      kind: "bike",
      itemId: "royal-enfield-classic",
      ...stayOfDates(addDays(today, from), addDays(today, to)),
      total: 3600,
      language: "hi",
      customerName: "Anita Rao",
    });
  const ok = <T>(done: { ok: true; value: T } | { ok: false; message: string }): T => {
    if (!done.ok) throw new Error(done.message);
    return done.value;
  };
  const requested = ask(3, 5);
  const confirmed = ask(6, 8);
  ok(book.confirm(confirmed.reference, confirmed.version, { name: "", phone: "" }, "admin"));
  const out = ask(-1, 2);
  const taken = ok(book.confirm(out.reference, out.version, { name: "", phone: "" }, "admin"));
  ok(
    book.pickUp(
      out.reference,
      taken.version,
      { moment: out.startsAt, early: false, handover: checkOut(book), deposit: null },
      "admin",
    ),
  );
  const chosen = await site.post("/admin/account", { intent: "language", language: "hi" });
  expect(chosen.status).toBe(302);
  const refs = { requested: requested.reference, confirmed: confirmed.reference, out: out.reference };
  /** A screen as the person whose saved language is Hindi opens it on a phone set to English. */
  const open = async (path: string) => {
    const res = await fetch(`${site.url}${path}`, {
      redirect: "manual",
      headers: { cookie: site.cookie, "accept-language": "en-IN,en;q=0.9" },
    });
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const names = { [refs.requested]: "{requested}", [refs.confirmed]: "{confirmed}", [refs.out]: "{out}" };
  return { site, refs, open, names };
}

describe("the back office's daily screens in reviewed Hindi", () => {
  it("sign-in, in the phone's Hindi", async () => {
    const { site } = await hindiSite();
    const res = await fetch(`${site.url}/admin/login`, { headers: { "accept-language": "hi-IN,hi;q=0.9" } });
    expect(read(await res.text(), "body")).toEqual(REVIEWED.login);
  });

  it("Bookings, and a booking requested, confirmed and out", async () => {
    const { refs, open, names } = await hindiSite();
    expect(read(await open("/admin/bookings"), "main", names)).toEqual(REVIEWED.bookings);
    for (const state of ["requested", "confirmed", "out"] as const)
      expect(read(await open(`/admin/bookings/${refs[state]}`), "main", names)).toEqual(REVIEWED[state]);
  });

  it("Content, a bike's form and Settings → Contact", async () => {
    const { open } = await hindiSite();
    expect(read(await open("/admin/content"), "main")).toEqual(REVIEWED.content);
    expect(read(await open("/admin/content/bikes/royal-enfield-classic"), "main")).toEqual(REVIEWED.bike);
    expect(read(await open("/admin/settings"), "#contact")).toEqual(REVIEWED.contact);
  });

  it("a refusal beside the field, and nothing saved", async () => {
    const { site } = await hindiSite();
    const edit = "/admin/content/bikes/royal-enfield-classic";
    const res = await site.post(
      edit,
      { name: "", price: "0", minDays: "1", maxDays: "90", status: "available", version: "1" },
      { headers: { "accept-language": "en-IN,en;q=0.9" } },
    );
    expect(res.status).toBe(400);
    const doc = parseHtml(await res.text());
    const beside = [...doc.querySelectorAll(".admin-field-error")].map((e) => [
      squash(e.closest(".admin-field")?.querySelector("label, legend")?.textContent),
      squash(e.textContent),
    ]);
    expect(beside).toEqual([
      ["नाम", "नाम ज़रूरी है"],
      ["विवरण", "विवरण ज़रूरी है"],
      ["एक दिन का दाम", "दाम 0 से ज़्यादा, पूरे रुपयों में हो"],
      ["तस्वीर", "लाइब्रेरी से एक तस्वीर चुनें"],
    ]);
    expect(site.store.item("bikes", "royal-enfield-classic")).toMatchObject({ version: 1 });
  });
});
