/** Questions and answers, on the FAQ page (/faq). */
import { requiredText } from "../checks";
import { defineList, kind } from "../define";
import { plainWords, richTextField, richTextHint } from "../rich-text";
import { snippet } from "./card";

export const faq = defineList({
  kind: "faq",
  table: "faq",
  noun: "question",
  title: "Frequently asked questions",
  slug: "faq",
  anchor: "faq",
  fields: {
    question: kind.text(requiredText("Question", 140), {
      label: "Question",
      hint: "As a customer would ask it, like Do I need a licence?",
      visitor: true,
    }),
    answer: kind.paragraph(richTextField("Answer", 1500), {
      label: "Answer",
      hint: richTextHint,
      rows: 6,
      visitor: true,
    }),
  },
  label: (item) => item.question,
  summary: (item) => [snippet(plainWords(item.answer), 80)],
  sample: [
    {
      id: "do-i-need-a-licence",
      question: "Do I need a licence?",
      answer:
        "Yes. Bring your **original driving licence** for the kind of bike you rent (a car licence is not enough for a motorcycle) and one government ID. An international driving permit with your home licence is fine for visitors from abroad.",
      questionHi: "क्या लाइसेंस ज़रूरी है?",
      answerHi:
        "हाँ। जिस तरह की बाइक किराए पर लें, उसका **ओरिजिनल ड्राइविंग लाइसेंस** लाएँ (मोटरसाइकिल के लिए कार का लाइसेंस काफ़ी नहीं है) और एक सरकारी पहचान पत्र भी। विदेश से आए मेहमानों के लिए अपने देश के लाइसेंस के साथ इंटरनेशनल ड्राइविंग परमिट चलेगा।",
      questionKn: "ಲೈಸೆನ್ಸ್ ಬೇಕೇ?",
      answerKn:
        "ಹೌದು. ನೀವು ಬಾಡಿಗೆಗೆ ಪಡೆಯುವ ಬೈಕಿಗೆ ತಕ್ಕ **ಒರಿಜಿನಲ್ ಡ್ರೈವಿಂಗ್ ಲೈಸೆನ್ಸ್** ತನ್ನಿ (ಮೋಟಾರ್ ಬೈಕಿಗೆ ಕಾರಿನ ಲೈಸೆನ್ಸ್ ಸಾಲದು), ಜೊತೆಗೆ ಒಂದು ಸರ್ಕಾರಿ ಗುರುತಿನ ಚೀಟಿ. ವಿದೇಶದಿಂದ ಬಂದವರಿಗೆ ತಮ್ಮ ದೇಶದ ಲೈಸೆನ್ಸ್ ಜೊತೆ ಅಂತರರಾಷ್ಟ್ರೀಯ ಡ್ರೈವಿಂಗ್ ಪರ್ಮಿಟ್ ಸಾಕು.",
    },
    {
      id: "is-fuel-included",
      question: "Is fuel included?",
      answer:
        "No. Each bike leaves with enough fuel to reach the nearest pump, and you return it with about the same. There are pumps on the main road and near the railway station.",
      questionHi: "क्या पेट्रोल शामिल है?",
      answerHi:
        "नहीं। हर बाइक में इतना पेट्रोल होता है कि आप नज़दीकी पंप तक पहुँच सकें, और लौटाते समय लगभग उतना ही छोड़ें। मेन रोड पर और रेलवे स्टेशन के पास पेट्रोल पंप हैं।",
      questionKn: "ಪೆಟ್ರೋಲ್ ಸೇರಿದೆಯೇ?",
      answerKn:
        "ಇಲ್ಲ. ಹತ್ತಿರದ ಬಂಕ್ ತಲುಪುವಷ್ಟು ಪೆಟ್ರೋಲ್ ಪ್ರತಿ ಬೈಕಿನಲ್ಲಿ ಇರುತ್ತದೆ; ಹಿಂತಿರುಗಿಸುವಾಗ ಸುಮಾರು ಅಷ್ಟೇ ಇರಲಿ. ಮುಖ್ಯ ರಸ್ತೆಯಲ್ಲಿ ಮತ್ತು ರೈಲು ನಿಲ್ದಾಣದ ಬಳಿ ಪೆಟ್ರೋಲ್ ಬಂಕ್ ಇದೆ.",
    },
    {
      id: "can-i-take-the-bike-to-goa",
      question: "Can I take the bike to Goa?",
      answer:
        "Ask us first: trips out of Karnataka need the owner's permission and papers for the border. For Goa, Jog Falls or Murudeshwar our taxis are often the easier choice.",
      questionHi: "क्या बाइक गोवा ले जा सकते हैं?",
      answerHi:
        "पहले हमसे पूछें: कर्नाटक से बाहर जाने के लिए मालिक की अनुमति और बॉर्डर के काग़ज़ चाहिए। गोवा, जोग फ़ॉल्स या मुरुडेश्वर के लिए अक्सर हमारी टैक्सी ज़्यादा आसान रहती है।",
      questionKn: "ಬೈಕನ್ನು ಗೋವಾಕ್ಕೆ ಕೊಂಡೊಯ್ಯಬಹುದೇ?",
      answerKn:
        "ಮೊದಲು ನಮ್ಮನ್ನು ಕೇಳಿ: ಕರ್ನಾಟಕದಿಂದ ಹೊರಗೆ ಹೋಗಲು ಮಾಲೀಕರ ಅನುಮತಿ ಮತ್ತು ಗಡಿಗೆ ಬೇಕಾದ ದಾಖಲೆಗಳು ಬೇಕು. ಗೋವಾ, ಜೋಗ ಜಲಪಾತ ಅಥವಾ ಮುರುಡೇಶ್ವರಕ್ಕೆ ಹೆಚ್ಚಾಗಿ ನಮ್ಮ ಟ್ಯಾಕ್ಸಿಯೇ ಸುಲಭ.",
    },
    {
      id: "what-do-i-leave-as-a-deposit",
      question: "What do I leave as a deposit?",
      answer: "A refundable deposit, given back when the bike returns undamaged. We never keep your passport.",
      questionHi: "डिपॉज़िट में क्या देना होता है?",
      answerHi: "एक डिपॉज़िट, जो बाइक बिना नुकसान लौटने पर वापस मिल जाता है। हम आपका पासपोर्ट कभी नहीं रखते।",
      questionKn: "ಡೆಪಾಸಿಟ್ ಆಗಿ ಏನು ಇಡಬೇಕು?",
      answerKn: "ವಾಪಸ್ ಸಿಗುವ ಡೆಪಾಸಿಟ್; ಬೈಕ್ ಹಾನಿಯಿಲ್ಲದೆ ಬಂದಾಗ ಹಿಂದಿರುಗಿಸುತ್ತೇವೆ. ನಿಮ್ಮ ಪಾಸ್ಪೋರ್ಟ್ ನಾವು ಎಂದಿಗೂ ಇಟ್ಟುಕೊಳ್ಳುವುದಿಲ್ಲ.",
    },
    {
      id: "are-helmets-included",
      question: "Are helmets included?",
      answer: "Yes, one helmet comes with every bike; ask for a second one for your passenger.",
      questionHi: "क्या हेलमेट साथ मिलता है?",
      answerHi: "हाँ, हर बाइक के साथ एक हेलमेट मिलता है; पीछे बैठने वाले के लिए दूसरा माँग लें।",
      questionKn: "ಹೆಲ್ಮೆಟ್ ಕೊಡುತ್ತೀರಾ?",
      answerKn: "ಹೌದು, ಪ್ರತಿ ಬೈಕಿನ ಜೊತೆ ಒಂದು ಹೆಲ್ಮೆಟ್ ಇರುತ್ತದೆ; ಹಿಂದೆ ಕೂರುವವರಿಗೆ ಇನ್ನೊಂದು ಕೇಳಿ.",
    },
    {
      id: "how-do-i-book",
      question: "How do I book?",
      answer:
        "Tap **Book Now** or the button on a bike to send us a chat message, or call us. We reply with what is free and where to meet.",
      questionHi: "बुक कैसे करें?",
      answerHi:
        "**अभी बुक करें** या किसी बाइक का बटन दबाकर हमें चैट मैसेज भेजें, या कॉल करें। हम बताएँगे कि क्या खाली है और कहाँ मिलना है।",
      questionKn: "ಬುಕ್ ಮಾಡುವುದು ಹೇಗೆ?",
      answerKn:
        "**ಈಗಲೇ ಬುಕ್ ಮಾಡಿ** ಅಥವಾ ಬೈಕಿನ ಮೇಲಿನ ಬಟನ್ ಒತ್ತಿ ನಮಗೆ ಚಾಟ್ ಮೆಸೇಜ್ ಕಳುಹಿಸಿ, ಇಲ್ಲವೇ ಕರೆ ಮಾಡಿ. ಯಾವುದು ಖಾಲಿ ಇದೆ, ಎಲ್ಲಿ ಭೇಟಿಯಾಗಬೇಕು ಎಂದು ತಿಳಿಸುತ್ತೇವೆ.",
    },
  ],
});
