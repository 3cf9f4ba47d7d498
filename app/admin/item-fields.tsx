/**
 * The fields of each list's edit form, in the order the public card shows
 * them, with their labels from ~/content/fields (the words History uses).
 */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { basisLabels, listFields, statusLabels } from "~/content/fields";
import type { ListKind } from "~/content/lists";
import { ChoiceField, TextAreaField, TextField, TextListField } from "./form";
import { ImageField, type ImageOption } from "./image-field";

type Widget =
  | { type: "text" | "textarea" | "date"; hint?: ReactNode }
  | { type: "money" | "rating"; hint?: ReactNode }
  | { type: "list"; item: string; max: number; hint?: ReactNode }
  | { type: "choice"; options: { value: string; label: string }[] }
  | { type: "image" };

const badgeHint = "A short word on the picture, like CLASSIC. Leave it empty for none.";
const toOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const widgets: Record<ListKind, Record<string, Widget>> = {
  bikes: {
    name: { type: "text" },
    badge: { type: "text", hint: badgeHint },
    rating: { type: "rating", hint: "From 1 to 5, like 4.8." },
    description: { type: "textarea" },
    features: { type: "list", item: "Feature", max: 8, hint: "Short points, like 350cc or Helmet included." },
    price: { type: "money", hint: "Rupees for one day." },
    status: { type: "choice", options: toOptions(statusLabels) },
    image: { type: "image" },
  },
  taxis: {
    name: { type: "text" },
    badge: { type: "text", hint: badgeHint },
    rating: { type: "rating", hint: "From 1 to 5, like 4.8." },
    description: { type: "textarea" },
    price: { type: "money", hint: "Rupees per unit, like 15 per km." },
    unit: { type: "text", hint: "What the price is per, like km." },
    destinations: {
      type: "list",
      item: "Destination",
      max: 10,
      hint: "Put the distance in brackets, like Goa Airport (150km), and the page shows the fare.",
    },
    features: { type: "list", item: "Feature", max: 8 },
    image: { type: "image" },
  },
  pickupPoints: {
    name: { type: "text" },
    badge: { type: "text", hint: badgeHint },
    description: { type: "textarea" },
    features: { type: "list", item: "Feature", max: 8 },
    image: { type: "image" },
  },
  testimonials: {
    author: { type: "text", hint: "As the customer wants to be named, like Anika M." },
    date: { type: "date" },
    rating: {
      type: "choice",
      options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${"★".repeat(n)} ${n} of 5` })),
    },
    text: { type: "textarea" },
    avatar: { type: "image" },
  },
  requirements: { text: { type: "text" } },
  fines: {
    offence: { type: "text" },
    amount: { type: "money", hint: "Rupees." },
    basis: { type: "choice", options: toOptions(basisLabels) },
  },
  policies: { text: { type: "text" } },
  landmarks: {
    name: { type: "text" },
    distance: { type: "text", hint: "As visitors read it, like 2 km or Opposite the shop." },
  },
};

export function ItemFields({
  kind,
  form,
  fields,
  imageOptions,
}: {
  kind: ListKind;
  form: FormMetadata<any, string[]>;
  fields: Record<string, FieldMetadata<any, any, string[]>>;
  imageOptions: ImageOption[];
}) {
  const labels = listFields[kind];
  const names = Object.keys(widgets[kind]);
  // Without JavaScript, the page itself puts focus on the first field that needs attention.
  const firstInvalid = names.find((n) => fields[n]?.errors?.length);
  return (
    <>
      {names.map((name) => {
        const widget = widgets[kind][name]!;
        const field = fields[name]!;
        const label = labels[name]!.label;
        const first = name === firstInvalid;
        switch (widget.type) {
          case "text":
            return <TextField key={name} field={field} label={label} hint={widget.hint} firstInvalid={first} />;
          case "date":
            return <TextField key={name} field={field} label={label} type="date" firstInvalid={first} />;
          case "textarea":
            return <TextAreaField key={name} field={field} label={label} hint={widget.hint} firstInvalid={first} />;
          case "money":
            return (
              <TextField
                key={name}
                field={field}
                label={label}
                hint={widget.hint}
                type="number"
                prefix="₹"
                inputMode="numeric"
                firstInvalid={first}
              />
            );
          case "rating":
            return (
              <TextField
                key={name}
                field={field}
                label={label}
                hint={widget.hint}
                type="number"
                step="0.1"
                inputMode="decimal"
                firstInvalid={first}
              />
            );
          case "list":
            return (
              <TextListField
                key={name}
                form={form}
                field={field as FieldMetadata<string[] | undefined, any, string[]>}
                label={label}
                itemLabel={widget.item}
                hint={widget.hint}
                max={widget.max}
              />
            );
          case "choice":
            return <ChoiceField key={name} field={field} legend={label} options={widget.options} />;
          case "image":
            return <ImageField key={name} field={field} label={label} options={imageOptions} />;
        }
      })}
    </>
  );
}

/**
 * What a new item starts with. Lists start with no rows: "Add feature" makes
 * one. An empty row is refused (a row left empty among others is a mistake to
 * show), so a new item must not start with one.
 */
export function blankItem(kind: ListKind, today: string): Record<string, unknown> {
  switch (kind) {
    case "bikes":
      return { status: "available" };
    case "taxis":
      return { unit: "km" };
    case "testimonials":
      return { date: today, rating: "5" };
    case "fines":
      return { basis: "flat" };
    default:
      return {};
  }
}
