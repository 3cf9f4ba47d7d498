/** The About Us page (/about): a few sections, each a heading and a text with an optional photo. */
import { optionalImageRef, requiredText } from "../checks";
import { defineList, kind } from "../define";
import { plainWords, richTextField, richTextHint } from "../rich-text";
import { snippet } from "./card";

export const about = defineList({
  kind: "about",
  table: "about_sections",
  noun: "section",
  title: "About Us",
  slug: "about",
  anchor: "about",
  fields: {
    heading: kind.text(requiredText("Heading", 80), { label: "Heading", visitor: true }),
    text: kind.paragraph(richTextField("Text", 3000), { label: "Text", hint: richTextHint, rows: 8, visitor: true }),
    photo: kind.image(optionalImageRef, { label: "Photo (optional)" }),
  },
  label: (section) => section.heading,
  summary: (section) => [snippet(plainWords(section.text), 80)],
  blank: () => ({ photo: "" }),
  sample: [
    {
      id: "who-we-are",
      heading: "Who we are",
      text: "We are a family-run rental shop by the railway station. We have rented scooters and motorcycles to visitors for years, and run taxis to the beaches, the temples and the airports.",
      photo: "",
      headingHi: "हम कौन हैं",
      textHi:
        "रेलवे स्टेशन के पास हमारी परिवार की रेंटल दुकान है। बरसों से हम सैलानियों को स्कूटर और मोटरसाइकिल किराए पर देते आए हैं, और बीच, मंदिरों व एयरपोर्ट तक टैक्सी चलाते हैं।",
      headingKn: "ನಾವು ಯಾರು",
      textKn:
        "ನಾವು ರೈಲು ನಿಲ್ದಾಣದ ಬಳಿ ಇರುವ, ಕುಟುಂಬವೇ ನಡೆಸುವ ಬಾಡಿಗೆ ಅಂಗಡಿ. ಹಲವು ವರ್ಷಗಳಿಂದ ಪ್ರವಾಸಿಗರಿಗೆ ಸ್ಕೂಟರ್ ಮತ್ತು ಮೋಟಾರ್ ಬೈಕ್ ಬಾಡಿಗೆಗೆ ಕೊಡುತ್ತಿದ್ದೇವೆ; ಬೀಚ್, ದೇವಸ್ಥಾನ ಮತ್ತು ವಿಮಾನ ನಿಲ್ದಾಣಗಳಿಗೆ ಟ್ಯಾಕ್ಸಿ ಓಡಿಸುತ್ತೇವೆ.",
    },
    {
      id: "how-we-look-after-you",
      heading: "How we look after you",
      text: "- Every bike is checked before it leaves: tyres, brakes, lights and oil.\n- A helmet comes with every bike.\n- If something goes wrong on the road, call us and we come to you.",
      photo: "",
      headingHi: "हम आपका ख़याल कैसे रखते हैं",
      textHi:
        "- हर बाइक निकलने से पहले जाँची जाती है: टायर, ब्रेक, लाइटें और ऑयल।\n- हर बाइक के साथ एक हेलमेट मिलता है।\n- रास्ते में कोई दिक्कत हो तो हमें कॉल करें, हम आपके पास आएँगे।",
      headingKn: "ನಿಮ್ಮನ್ನು ನಾವು ಹೇಗೆ ನೋಡಿಕೊಳ್ಳುತ್ತೇವೆ",
      textKn:
        "- ಪ್ರತಿ ಬೈಕನ್ನು ಕೊಡುವ ಮೊದಲು ಪರಿಶೀಲಿಸುತ್ತೇವೆ: ಟೈರ್, ಬ್ರೇಕ್, ಲೈಟ್ ಮತ್ತು ಆಯಿಲ್.\n- ಪ್ರತಿ ಬೈಕಿನ ಜೊತೆ ಒಂದು ಹೆಲ್ಮೆಟ್ ಇರುತ್ತದೆ.\n- ದಾರಿಯಲ್ಲಿ ಏನಾದರೂ ತೊಂದರೆ ಆದರೆ ನಮಗೆ ಕರೆ ಮಾಡಿ, ನಾವೇ ನಿಮ್ಮ ಬಳಿ ಬರುತ್ತೇವೆ.",
    },
    {
      id: "find-us",
      heading: "Find us",
      text: "The shop is opposite the hospital, 100 m from the railway station. Send us a message and we meet you at the station, the beach road or the temple road.",
      photo: "",
      headingHi: "हमारा पता",
      textHi: "दुकान अस्पताल के सामने है, रेलवे स्टेशन से 100 मीटर दूर। हमें मैसेज भेजें, हम आपसे स्टेशन, बीच रोड या मंदिर रोड पर मिलेंगे।",
      headingKn: "ನಮ್ಮ ವಿಳಾಸ",
      textKn:
        "ಅಂಗಡಿ ಆಸ್ಪತ್ರೆಯ ಎದುರು, ರೈಲು ನಿಲ್ದಾಣದಿಂದ 100 ಮೀಟರ್ ದೂರದಲ್ಲಿದೆ. ನಮಗೆ ಮೆಸೇಜ್ ಮಾಡಿ; ನಿಲ್ದಾಣ, ಬೀಚ್ ರಸ್ತೆ ಅಥವಾ ದೇವಸ್ಥಾನ ರಸ್ತೆಯಲ್ಲಿ ನಿಮ್ಮನ್ನು ಭೇಟಿಯಾಗುತ್ತೇವೆ.",
    },
  ],
});
