/**
 * The fields of each section of the Settings screen, with their labels from
 * ~/content/fields (the words History uses), and beside the numbers the links
 * the public page will make of them, built by the page's own builders.
 */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { bookingMessages } from "~/booking/chat-link";
import { linkPreview } from "~/booking/link-preview";
import { settingsFields } from "~/content/fields";
import { DAY_NAMES } from "~/content/format";
import { dayCodes, networkNames, socialNetworks, type SettingsSection } from "~/content/schema";
import type { Settings } from "~/content/types";
import { MAP_EMBED_SOURCES } from "~/content/web-address";
import { CheckboxField, CheckboxesField, ListField, SelectField, TextAreaField, TextField } from "./form";
import { ImageField, type ImageOption } from "./image-field";

type Field = FieldMetadata<any, any, string[]>;

/** What each section is for, under its title, and where it shows on the public page. */
export const sectionGuide: Record<SettingsSection, { intro: string; onSite: string }> = {
  identity: { intro: "The name and the first words visitors read, at the top of the page.", onSite: "/#top" },
  contact: {
    intro: "Every call and chat button of the page is made from these numbers.",
    onSite: "/#contact",
  },
  map: { intro: "The map and the directions link of the Find Us section.", onSite: "/#location" },
  social: { intro: "Icons at the bottom of the page, in this order.", onSite: "/#contact" },
  promo: { intro: "A third party's advert at the bottom of the page, with its own number.", onSite: "/" },
  analytics: {
    intro: "Your hosting provider's visitor statistics. Off while empty; never loaded in the back office.",
    onSite: "/",
  },
  footer: { intro: "The name after © at the bottom of the page.", onSite: "/#contact" },
  seo: {
    intro: "How search engines and shared links describe the site. Not on the page itself.",
    onSite: "/",
  },
};

const dayOptions = dayCodes.map((d) => ({ value: d, label: DAY_NAMES[d] }));
const networkOptions = socialNetworks.map((n) => ({ value: n, label: networkNames[n] }));
const mapServices = [...new Set(MAP_EMBED_SOURCES.map((s) => s.name))].join(", ");

const typedAsPeopleDo = "Write it as you would, like +91 90000 12345 or 090000 12345; without a +code it is Indian.";

export function SettingsFields({
  section,
  form,
  fields,
  imageOptions,
  saved,
}: {
  section: SettingsSection;
  form: FormMetadata<any, string[]>;
  fields: Record<string, Field>;
  imageOptions: ImageOption[];
  /** Saved settings the previews need: the brand for the message, the chat host for the promo's link. */
  saved: Pick<Settings, "brand" | "chatHost" | "chatNumber">;
}) {
  const labels = settingsFields[section];
  // Without JavaScript, the page itself puts focus on the first field that needs attention (in a list, on its row's).
  const first = Object.keys(labels).find((name) => Object.keys(fields[name]?.allErrors ?? {}).length);
  const text = (name: string) => ({ field: fields[name]!, label: labels[name]!.label, firstInvalid: name === first });
  const value = (name: string) => (typeof fields[name]?.value === "string" ? (fields[name].value as string) : "");

  switch (section) {
    case "identity":
      return (
        <>
          <TextField
            {...text("brand")}
            hint="In the header, the page's title and every chat message."
            autoComplete="organization"
          />
          <TextField {...text("tagline")} hint="A few words beside the name, like Bike Rentals & Taxi." />
          <TextField {...text("town")} hint="Where the shop is: above the headline and in the map's title." />
          <TextField {...text("heroTitle")} hint="The big line at the top of the page." />
          <TextAreaField {...text("heroSubtitle")} rows={3} />
          <ImageField field={fields.heroImage!} label={labels.heroImage!.label} options={imageOptions} />
        </>
      );
    case "contact": {
      const preview = linkPreview({
        phone: value("phone"),
        chatNumber: value("chatNumber"),
        chatHost: value("chatHost"),
        message: bookingMessages.general(saved),
      });
      return (
        <>
          <TextField {...text("phone")} type="tel" inputMode="tel" hint={`For the call buttons. ${typedAsPeopleDo}`} />
          <LinkPreview label="Call buttons" href={preview.tel} waiting="a real phone number" />
          <TextField
            {...text("chatNumber")}
            type="tel"
            inputMode="tel"
            hint={`The mobile number that gets the chat messages. ${typedAsPeopleDo}`}
          />
          <TextField {...text("chatHost")} inputMode="url" hint="The chat service's address, like wa.me." />
          <LinkPreview label="Chat buttons" href={preview.chat} waiting="a real mobile number and chat host" />
          <TextField {...text("email")} inputMode="email" autoComplete="email" hint="Leave it empty for none." />
          <TextAreaField {...text("address")} rows={3} />
          <OpeningHours
            form={form}
            field={fields.openingHours as never}
            label={labels.openingHours!.label}
            firstInvalid={first === "openingHours"}
          />
          <TextField
            {...text("timeZone")}
            hint="Where the shop's clock is, like Asia/Kolkata: it decides when a day of bookings starts."
          />
        </>
      );
    }
    case "map":
      return (
        <>
          <TextField
            {...text("mapEmbedUrl")}
            inputMode="url"
            hint={`The map shown on the page, from ${mapServices}. In Google Maps: Share, Embed a map, and copy the address between the quotes after src=.`}
          />
          <TextField
            {...text("mapsPlaceUrl")}
            inputMode="url"
            hint="Where the directions button leads, like the shop on Google Maps."
          />
          <p className="admin-hint">
            The shop's position, kept for search engines and maps (not on the page yet): both numbers, or neither.
          </p>
          <div className="admin-settings-pair">
            <TextField {...text("latitude")} type="number" step="any" inputMode="decimal" hint="Like 14.5479." />
            <TextField {...text("longitude")} type="number" step="any" inputMode="decimal" hint="Like 74.3188." />
          </div>
        </>
      );
    case "social":
      return (
        <SocialLinks
          form={form}
          field={fields.socialLinks as never}
          label={labels.socialLinks!.label}
          firstInvalid={first === "socialLinks"}
        />
      );
    case "promo": {
      const preview = linkPreview({
        chatNumber: value("promoNumber"),
        chatHost: saved.chatHost,
        message: value("promoMessage"),
      });
      return (
        <>
          <CheckboxField field={fields.promoEnabled!} label="Show the Need a Website? button" />
          <TextField
            {...text("promoNumber")}
            type="tel"
            inputMode="tel"
            hint={`The advertiser's mobile number. ${typedAsPeopleDo}`}
          />
          <TextAreaField {...text("promoMessage")} rows={2} hint="The message the chat opens with." />
          <LinkPreview label="The button's link" href={preview.chat} waiting="a real mobile number" />
        </>
      );
    }
    case "analytics":
      return (
        <TextField
          {...text("analyticsScriptUrl")}
          inputMode="url"
          hint="The address of the provider's script, like https://analytics.example/script.js. Leave it empty to turn it off."
        />
      );
    case "footer":
      return <TextField {...text("copyrightHolder")} hint="Usually the business's or the owner's name." />;
    case "seo":
      return (
        <>
          <TextField
            {...text("siteUrl")}
            inputMode="url"
            hint="The site's own address, like https://sagararides.example, with nothing after it. Empty until it has one."
          />
          <TextAreaField
            {...text("metaDescription")}
            rows={3}
            hint="One or two sentences, on one line, for search results and shared links. At most 200 characters."
          />
        </>
      );
  }
}

/**
 * A link of the public page as it will be with what is typed: rendered by
 * the server from the saved values, and updated as the operator types.
 */
function LinkPreview({ label, href, waiting }: { label: string; href: string | null; waiting: string }) {
  return (
    <div className="admin-link-preview">
      <span className="admin-link-preview-label">{label} on the page</span>
      {href ? (
        <a href={href} target={href.startsWith("tel:") ? undefined : "_blank"} rel="noopener noreferrer">
          {href}
        </a>
      ) : (
        <span className="admin-sub">Shown once there is {waiting}.</span>
      )}
    </div>
  );
}

type HoursLine = { days: string[]; opens: string; closes: string };
type SocialLink = { network: string; url: string };
type ListOf<Row> = FieldMetadata<Row[] | undefined, any, string[]>;

/** The name of the first field of a list's rows that needs attention, when the list is the first to. */
function firstInvalidIn(field: ListOf<unknown>, firstInvalid: boolean | undefined): string | undefined {
  return firstInvalid ? Object.keys(field.allErrors).find((name) => name !== field.name) : undefined;
}

function OpeningHours({
  form,
  field,
  label,
  firstInvalid,
}: {
  form: FormMetadata<any, string[]>;
  field: ListOf<HoursLine>;
  label: string;
  firstInvalid?: boolean;
}) {
  const first = firstInvalidIn(field, firstInvalid);
  return (
    <ListField
      form={form}
      field={field}
      label={label}
      itemLabel="Days and hours"
      max={7}
      hint="A line for each set of days with the same hours. Not on the page yet: kept for search engines and maps."
      newRow={{ days: [] as string[], opens: "07:00", closes: "21:00" }}
      renderRow={(row, index, buttons) => {
        const line = row.getFieldset();
        return (
          <fieldset className="admin-list-group">
            <legend>Days and hours {index + 1}</legend>
            <CheckboxesField
              field={line.days}
              legend="Days"
              options={dayOptions}
              firstInvalid={first === line.days.name}
            />
            <div className="admin-settings-pair">
              <TextField field={line.opens} label="Opens" type="time" firstInvalid={first === line.opens.name} />
              <TextField field={line.closes} label="Closes" type="time" firstInvalid={first === line.closes.name} />
            </div>
            {buttons}
          </fieldset>
        );
      }}
    />
  );
}

function SocialLinks({
  form,
  field,
  label,
  firstInvalid,
}: {
  form: FormMetadata<any, string[]>;
  field: ListOf<SocialLink>;
  label: string;
  firstInvalid?: boolean;
}) {
  const first = firstInvalidIn(field, firstInvalid);
  const current = Array.isArray(field.value) ? field.value : [];
  const unused = socialNetworks.find((n) => !current.some((l) => l?.network === n)) ?? socialNetworks[0];
  return (
    <ListField
      form={form}
      field={field}
      label={label}
      itemLabel="Social link"
      max={socialNetworks.length}
      hint="One each for Instagram, Facebook and YouTube: the full address of the page, starting with https://."
      newRow={{ network: unused, url: "" }}
      renderRow={(row, index, buttons): ReactNode => {
        const link = row.getFieldset();
        return (
          <fieldset className="admin-list-group">
            <legend>Social link {index + 1}</legend>
            <SelectField
              field={link.network}
              label="Network"
              options={networkOptions}
              firstInvalid={first === link.network.name}
            />
            <TextField field={link.url} label="Address" inputMode="url" firstInvalid={first === link.url.name} />
            {buttons}
          </fieldset>
        );
      }}
    />
  );
}
