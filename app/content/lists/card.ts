/** The fields every bike and taxi card shows at the top, and the badge and features they share with pickup points. */
import { imageRef, optionalText, requiredText, textList } from "../checks";
import { kind } from "../define";

export const BADGE_HINT = "A short word on the picture, like CLASSIC. Leave it empty for none.";

/** A short word on the picture, written in capitals. */
export const badgeText = () =>
  optionalText("Badge", 24, { typeError: "Badge must be text" }).transform((b) => b.toUpperCase());

export const cardFields = {
  name: kind.text(requiredText("Name", 60), { label: "Name" }),
  badge: kind.text(badgeText(), { label: "Badge", hint: BADGE_HINT, visitor: true }),
  description: kind.paragraph(requiredText("Description", 300, { multiline: true }), {
    label: "Description",
    visitor: true,
  }),
};

export const features = (hint?: string) =>
  kind.texts(textList("Feature", 8, 60), { label: "Features", item: "Feature", max: 8, hint, visitor: true });

export const picture = kind.image(imageRef, { label: "Image" });

/** "The text of a description, cut…" for a card of the back office. */
export const snippet = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
