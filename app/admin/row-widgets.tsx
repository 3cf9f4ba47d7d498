/**
 * The widgets that are more than one input: rows of small groups (opening
 * hours, social links, closed days, a season's prices of particular bikes),
 * and the links of the public page previewed beside the numbers they are made
 * from, by the page's own builders.
 */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { bookingMessages } from "~/booking/chat-link";
import { linkPreview } from "~/booking/link-preview";
import type { LinkPreviewKind } from "~/content/define";
import { DAY_NAMES } from "~/content/format";
import { dayCodes, networkNames, socialNetworks, type Settings } from "~/content/settings";
import { chatNumberOf } from "~/content/settings/contact";
import { CheckboxesField, SelectField, TextField } from "./fields";
import { ListField } from "./list-field";
import { useWords } from "./words";

const networkOptions = socialNetworks.map((n) => ({ value: n, label: networkNames[n] }));

/** Saved settings the previews need: the brand for the message, the chat host for the promo's link. */
export type PreviewSettings = Pick<Settings, "brand" | "chatHost" | "chatNumber">;

/**
 * A link of the public page as it will be with what is typed: rendered by
 * the server from the saved values, and updated as the operator types.
 */
export function LinkPreviewFor({
  kind,
  value,
  saved,
}: {
  kind: LinkPreviewKind;
  /** A field's current value, as typed. */
  value: (name: string) => string;
  saved: PreviewSettings;
}) {
  const { t } = useWords();
  if (kind === "promo") {
    const preview = linkPreview({
      chatNumber: value("promoNumber"),
      chatHost: saved.chatHost,
      message: value("promoMessage"),
    });
    return (
      <LinkPreview
        label={t("The button's link on the page")}
        href={preview.chat}
        waiting={t("Shown once there is a real mobile number.")}
      />
    );
  }
  const preview = linkPreview({
    phone: value("phone"),
    chatNumber: chatNumberOf({ phone: value("phone"), chatNumber: value("chatNumber").trim() }),
    chatHost: value("chatHost"),
    message: bookingMessages.general(saved),
  });
  return kind === "call" ? (
    <LinkPreview
      label={t("Call buttons on the page")}
      href={preview.tel}
      waiting={t("Shown once there is a real phone number.")}
    />
  ) : (
    <LinkPreview
      label={t("Chat buttons on the page")}
      href={preview.chat}
      waiting={t("Shown once there is a real mobile number and chat host.")}
    />
  );
}

function LinkPreview({ label, href, waiting }: { label: string; href: string | null; waiting: string }) {
  return (
    <div className="admin-link-preview">
      <span className="admin-link-preview-label">{label}</span>
      {href ? (
        <a href={href} target={href.startsWith("tel:") ? undefined : "_blank"} rel="noopener noreferrer">
          {href}
        </a>
      ) : (
        <span className="admin-sub">{waiting}</span>
      )}
    </div>
  );
}

export type HoursLine = { days: string[]; opens: string; closes: string };
export type SocialLinkRow = { network: string; url: string };
export type ListOf<Row> = FieldMetadata<Row[] | undefined, any, string[]>;

interface RowsProps<Row> {
  form: FormMetadata<any, string[]>;
  field: ListOf<Row>;
  label: string;
  hint?: string;
  firstInvalid?: boolean;
}

/** The name of the first field of a list's rows that needs attention, when the list is the first to. */
function firstInvalidIn(field: ListOf<unknown>, firstInvalid: boolean | undefined): string | undefined {
  return firstInvalid ? Object.keys(field.allErrors).find((name) => name !== field.name) : undefined;
}

export function OpeningHours({ form, field, label, hint, firstInvalid }: RowsProps<HoursLine>) {
  const { t, text } = useWords();
  const first = firstInvalidIn(field, firstInvalid);
  const dayOptions = dayCodes.map((d) => ({ value: d, label: text(DAY_NAMES[d]) }));
  return (
    <ListField
      form={form}
      field={field}
      label={label}
      itemLabel={t("Days and hours")}
      max={7}
      hint={hint}
      newRow={{ days: [] as string[], opens: "07:00", closes: "21:00" }}
      renderRow={(row, index, buttons) => {
        const line = row.getFieldset();
        return (
          <fieldset className="admin-list-group">
            <legend>{t("Days and hours {number}", { number: index + 1 })}</legend>
            <CheckboxesField
              field={line.days}
              legend={t("Days")}
              options={dayOptions}
              firstInvalid={first === line.days.name}
            />
            <div className="admin-settings-pair">
              <TextField field={line.opens} label={t("Opens")} type="time" firstInvalid={first === line.opens.name} />
              <TextField
                field={line.closes}
                label={t("Closes")}
                type="time"
                firstInvalid={first === line.closes.name}
              />
            </div>
            {buttons}
          </fieldset>
        );
      }}
    />
  );
}

export function SocialLinks({ form, field, label, hint, firstInvalid }: RowsProps<SocialLinkRow>) {
  const { t } = useWords();
  const first = firstInvalidIn(field, firstInvalid);
  const current = Array.isArray(field.value) ? field.value : [];
  const unused = socialNetworks.find((n) => !current.some((l) => l?.network === n)) ?? socialNetworks[0];
  return (
    <ListField
      form={form}
      field={field}
      label={label}
      itemLabel={t("Social link")}
      max={socialNetworks.length}
      hint={hint}
      newRow={{ network: unused, url: "" }}
      renderRow={(row, index, buttons): ReactNode => {
        const link = row.getFieldset();
        return (
          <fieldset className="admin-list-group">
            <legend>{t("Social link {number}", { number: index + 1 })}</legend>
            <SelectField
              field={link.network}
              label={t("Network")}
              options={networkOptions}
              firstInvalid={first === link.network.name}
            />
            <TextField field={link.url} label={t("Address")} inputMode="url" firstInvalid={first === link.url.name} />
            {buttons}
          </fieldset>
        );
      }}
    />
  );
}

export type BikePriceRow = { bike: string; price: string | number };

/** A season's prices of particular bikes: a bike and its day price, a row each. */
export function BikePrices({
  form,
  field,
  label,
  hint,
  firstInvalid,
  bikes,
}: RowsProps<BikePriceRow> & { bikes: { value: string; label: string }[] }) {
  const { t } = useWords();
  const first = firstInvalidIn(field, firstInvalid);
  const current = Array.isArray(field.value) ? field.value : [];
  const unused = bikes.find((b) => !current.some((row) => row?.bike === b.value))?.value ?? "";
  return (
    <ListField
      form={form}
      field={field}
      label={label}
      itemLabel={t("Bike's price")}
      max={Math.max(1, bikes.length)}
      hint={hint}
      newRow={{ bike: unused, price: "" }}
      renderRow={(row, index, buttons): ReactNode => {
        const price = row.getFieldset();
        return (
          <fieldset className="admin-list-group">
            <legend>{t("Bike's price {number}", { number: index + 1 })}</legend>
            <SelectField
              field={price.bike}
              label={t("Bike")}
              options={bikes}
              firstInvalid={first === price.bike.name}
            />
            <TextField
              field={price.price}
              label={t("Price per day")}
              type="number"
              prefix="₹"
              inputMode="numeric"
              firstInvalid={first === price.price.name}
            />
            {buttons}
          </fieldset>
        );
      }}
    />
  );
}

export type ClosedDayRow = { date: string; note: string };

/** Days the shop is closed (holidays): a date and a note, a row each. */
export function ClosedDays({ form, field, label, hint, firstInvalid }: RowsProps<ClosedDayRow>) {
  const { t } = useWords();
  const first = firstInvalidIn(field, firstInvalid);
  return (
    <ListField
      form={form}
      field={field}
      label={label}
      itemLabel={t("Closed day")}
      max={60}
      hint={hint}
      newRow={{ date: "", note: "" }}
      renderRow={(row, index, buttons): ReactNode => {
        const day = row.getFieldset();
        return (
          <fieldset className="admin-list-group">
            <legend>{t("Closed day {number}", { number: index + 1 })}</legend>
            <div className="admin-settings-pair">
              <TextField field={day.date} label={t("Date")} type="date" firstInvalid={first === day.date.name} />
              <TextField field={day.note} label={t("Note")} firstInvalid={first === day.note.name} />
            </div>
            {buttons}
          </fieldset>
        );
      }}
    />
  );
}
