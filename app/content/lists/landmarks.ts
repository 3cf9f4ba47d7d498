/** Nearby landmarks, with how far each is, in the Find Us section. */
import { requiredText } from "../checks";
import { defineList, kind } from "../define";

export const landmarks = defineList({
  kind: "landmarks",
  table: "landmarks",
  noun: "landmark",
  title: "Nearby landmarks",
  slug: "landmarks",
  anchor: "location",
  fields: {
    name: kind.text(requiredText("Landmark", 60), { label: "Landmark", visitor: true }),
    distance: kind.text(requiredText("Distance", 40), {
      label: "Distance",
      hint: "As visitors read it, like 2 km or Opposite the shop.",
      visitor: true,
    }),
  },
  label: (landmark) => landmark.name,
  summary: (landmark) => [landmark.distance],
  sample: [
    {
      id: "railway-station",
      name: "Railway Station",
      distance: "100m",
      nameHi: "रेलवे स्टेशन",
      distanceHi: "100m",
      nameKn: "ರೈಲು ನಿಲ್ದಾಣ",
      distanceKn: "100m",
    },
    {
      id: "hospital",
      name: "Hospital",
      distance: "Opposite the shop",
      nameHi: "अस्पताल",
      distanceHi: "दुकान के सामने",
      nameKn: "ಆಸ್ಪತ್ರೆ",
      distanceKn: "ಅಂಗಡಿಯ ಎದುರು",
    },
    {
      id: "temple",
      name: "Temple",
      distance: "2 km",
      nameHi: "मंदिर",
      distanceHi: "2 km",
      nameKn: "ದೇವಸ್ಥಾನ",
      distanceKn: "2 km",
    },
    {
      id: "beach",
      name: "Beach",
      distance: "2.5 km",
      nameHi: "बीच",
      distanceHi: "2.5 km",
      nameKn: "ಬೀಚ್",
      distanceKn: "2.5 km",
    },
  ],
});
