/**
 * The one image field of the back office: content items and the hero pick
 * their picture here. Today a choice among the pictures the site has.
 */
import type { FieldMetadata } from "@conform-to/react";
import { SelectField } from "./form";

export interface ImageOption {
  value: string;
  label: string;
}

export function ImageField({
  field,
  label,
  options,
}: {
  field: FieldMetadata<any, any, string[]>;
  label: string;
  options: ImageOption[];
}) {
  return <SelectField field={field} label={label} options={options} />;
}
