/** Pickup points: where a bike is collected, a card each in the Pickup section. */
import { z } from "zod";
import { requiredText } from "../checks";
import { defineList, kind } from "../define";
import { badgeText, BADGE_HINT, features, picture, snippet } from "./card";

export const pickupPoints = defineList({
  kind: "pickupPoints",
  table: "pickup_points",
  noun: "pickup point",
  title: "Pickup points",
  slug: "pickup-points",
  anchor: "pickup",
  cards: true,
  fields: {
    name: kind.text(requiredText("Name", 60), { label: "Name", visitor: true }),
    /** Optional: empty means no badge. */
    badge: kind.nullableText(
      z.union([z.null(), badgeText()]).transform((b) => b || null),
      {
        label: "Badge",
        hint: BADGE_HINT,
        visitor: true,
      },
    ),
    description: kind.paragraph(requiredText("Description", 300, { multiline: true }), {
      label: "Description",
      visitor: true,
    }),
    features: features(),
    image: picture,
  },
  label: (point) => point.name,
  summary: (point) => [point.badge ?? "No badge", snippet(point.description, 60)],
  sample: [
    {
      id: "temple-road",
      name: "Temple Road",
      description: "Right on the main temple street, a short walk from Mahabaleshwar Temple.",
      image: "art-pickup-temple-road",
      badge: null,
      features: ["Walkable from the temple", "Morning pickups from 7 am"],
      nameHi: "मंदिर रोड",
      descriptionHi: "मंदिर की मुख्य सड़क पर ही, महाबलेश्वर मंदिर से पैदल बस कुछ मिनट।",
      featuresHi: ["मंदिर से पैदल", "सुबह 7 बजे से पिकअप"],
      nameKn: "ದೇವಸ್ಥಾನ ರಸ್ತೆ",
      descriptionKn: "ದೇವಸ್ಥಾನದ ಮುಖ್ಯ ಬೀದಿಯಲ್ಲೇ, ಮಹಾಬಲೇಶ್ವರ ದೇವಸ್ಥಾನದಿಂದ ನಡೆದು ಕೆಲವೇ ನಿಮಿಷ.",
      featuresKn: ["ದೇವಸ್ಥಾನದಿಂದ ನಡೆದು ಬರಬಹುದು", "ಬೆಳಿಗ್ಗೆ 7 ಗಂಟೆಯಿಂದ ಪಿಕಪ್"],
    },
    {
      id: "railway-station",
      name: "Railway Station",
      description: "Our main hub, 100 m from the station: step off the train and ride away.",
      image: "art-pickup-railway-station",
      badge: "POPULAR",
      features: ["Main hub", "Every bike and taxi", "Meet at the station exit"],
      nameHi: "रेलवे स्टेशन",
      badgeHi: "लोकप्रिय",
      descriptionHi: "हमारा मुख्य केंद्र, स्टेशन से 100 मीटर: ट्रेन से उतरें और बाइक लेकर निकल पड़ें।",
      featuresHi: ["मुख्य केंद्र", "हर बाइक और टैक्सी", "स्टेशन के गेट पर मिलें"],
      nameKn: "ರೈಲು ನಿಲ್ದಾಣ",
      badgeKn: "ಜನಪ್ರಿಯ",
      descriptionKn: "ನಮ್ಮ ಮುಖ್ಯ ಕೇಂದ್ರ, ನಿಲ್ದಾಣದಿಂದ 100 ಮೀಟರ್: ರೈಲಿನಿಂದ ಇಳಿದು ಬೈಕ್ ಹತ್ತಿ ಹೊರಡಿ.",
      featuresKn: ["ಮುಖ್ಯ ಕೇಂದ್ರ", "ಎಲ್ಲಾ ಬೈಕ್ ಮತ್ತು ಟ್ಯಾಕ್ಸಿ", "ನಿಲ್ದಾಣದ ಗೇಟಿನಲ್ಲಿ ಭೇಟಿ"],
    },
    {
      id: "beach-road",
      name: "Beach Road",
      description: "Collect your bike by the sea and head straight for the coast road.",
      image: "art-pickup-beach-road",
      badge: "SCENIC",
      features: ["Near Gokarna Beach", "Sunset returns welcome"],
      nameHi: "बीच रोड",
      badgeHi: "सुंदर नज़ारा",
      descriptionHi: "समुद्र किनारे बाइक लें और सीधे तटीय सड़क पर निकल पड़ें।",
      featuresHi: ["गोकर्ण बीच के पास", "सूर्यास्त के समय लौटाना भी ठीक"],
      nameKn: "ಬೀಚ್ ರಸ್ತೆ",
      badgeKn: "ಸುಂದರ ನೋಟ",
      descriptionKn: "ಸಮುದ್ರದ ಬಳಿ ಬೈಕ್ ಪಡೆದು ನೇರವಾಗಿ ಕರಾವಳಿ ರಸ್ತೆಗೆ ಹೊರಡಿ.",
      featuresKn: ["ಗೋಕರ್ಣ ಬೀಚ್ ಹತ್ತಿರ", "ಸೂರ್ಯಾಸ್ತದ ವೇಳೆ ಹಿಂತಿರುಗಿಸಬಹುದು"],
    },
  ],
});
