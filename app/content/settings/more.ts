/** The smaller sections of the settings: analytics, the footer, and search and sharing. */
import { optionalText, optionalWebAddress, requiredText } from "../checks";
import { defineSection, kind } from "../define";

export const analytics = defineSection({
  name: "analytics",
  title: "Analytics",
  intro: "Your hosting provider's visitor statistics. Off while empty; never loaded in the back office.",
  onSite: "/",
  fields: {
    // One https origin: the page's policy allows it for scripts and beacons.
    analyticsScriptUrl: kind.text(optionalWebAddress("Analytics script address"), {
      label: "Analytics script",
      inputMode: "url",
      hint: "The address of the provider's script, like https://analytics.example/script.js. Leave it empty to turn it off.",
    }),
  },
  sample: { analyticsScriptUrl: "" },
});

export const footer = defineSection({
  name: "footer",
  title: "Footer",
  intro: "The name after © at the bottom of the page.",
  onSite: "/#contact",
  fields: {
    copyrightHolder: kind.text(requiredText("Copyright holder", 80), {
      label: "Copyright holder",
      hint: "Usually the business's or the owner's name.",
    }),
  },
  sample: { copyrightHolder: "Sagara Rides" },
});

export const seo = defineSection({
  name: "seo",
  title: "Search and sharing",
  intro: "How search engines and shared links describe the site. Not on the page itself.",
  onSite: "/",
  fields: {
    siteUrl: kind.text(optionalWebAddress("Site address", { originOnly: true }), {
      label: "Site address",
      inputMode: "url",
      hint: "The site's own address, like https://sagararides.example, with nothing after it. Empty until it has one.",
    }),
    metaDescription: kind.paragraph(optionalText("Description", 200), {
      label: "Description",
      rows: 3,
      hint: "One or two sentences, on one line, for search results and shared links. At most 200 characters.",
      visitor: true,
    }),
  },
  sample: {
    siteUrl: "https://sagararides.example",
    metaDescription:
      "Scooter and motorcycle rentals and taxis in Gokarna, from ₹500 a day. Pick up at the railway station, Temple Road or Beach Road; book in one message.",
    metaDescriptionHi:
      "गोकर्ण में किराए पर स्कूटर, मोटरसाइकिल और टैक्सी, ₹500 प्रतिदिन से। रेलवे स्टेशन, मंदिर रोड या बीच रोड से गाड़ी लें; एक मैसेज में बुक करें।",
    metaDescriptionKn:
      "ಗೋಕರ್ಣದಲ್ಲಿ ಸ್ಕೂಟರ್, ಮೋಟಾರ್ ಬೈಕ್ ಬಾಡಿಗೆ ಮತ್ತು ಟ್ಯಾಕ್ಸಿ, ದಿನಕ್ಕೆ ₹500ರಿಂದ. ರೈಲು ನಿಲ್ದಾಣ, ದೇವಸ್ಥಾನ ರಸ್ತೆ ಅಥವಾ ಬೀಚ್ ರಸ್ತೆಯಲ್ಲಿ ಪಡೆಯಿರಿ; ಒಂದೇ ಮೆಸೇಜಿನಲ್ಲಿ ಬುಕ್ ಮಾಡಿ.",
  },
});
