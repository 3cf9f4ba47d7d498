/** Icons at the bottom of the page, in this order. */
import { z } from "zod";
import { webAddress } from "../checks";
import { defineSection, kind } from "../define";
import { isOnNetwork, SOCIAL_HOSTS } from "../web-address";

export const socialNetworks = ["instagram", "facebook", "youtube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const networkNames: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
};

const socialLink = z
  .object({
    network: z.enum(socialNetworks, { error: "Choose Instagram, Facebook or YouTube" }),
    url: webAddress("Social link"),
  })
  .superRefine((link, ctx) => {
    if (!isOnNetwork(link.url, link.network)) {
      ctx.addIssue({
        code: "custom",
        path: ["url"],
        message: `${networkNames[link.network]} links must be on ${SOCIAL_HOSTS[link.network][0]}`,
      });
    }
  });

export const social = defineSection({
  name: "social",
  title: "Social links",
  intro: "Icons at the bottom of the page, in this order.",
  onSite: "/#contact",
  fields: {
    socialLinks: kind.rows(
      z
        .array(socialLink, { error: "Social links must be a list" })
        .superRefine((links, ctx) => {
          // Here rather than .max(): a check that also runs on a string sent instead of a list.
          if (links.length > 3) {
            ctx.addIssue({
              code: "custom",
              message: "At most three social links: one each for Instagram, Facebook and YouTube",
            });
          }
          links.forEach((link, i) => {
            if (links.findIndex((l) => l.network === link.network) !== i) {
              ctx.addIssue({
                code: "custom",
                path: [i, "network"],
                message: `There is already a ${networkNames[link.network]} link`,
              });
            }
          });
        })
        .optional()
        .transform((v) => v ?? []),
      {
        label: "Social links",
        widget: "social-links",
        hint: "One each for Instagram, Facebook and YouTube: the full address of the page, starting with https://.",
      },
    ),
  },
  sample: {
    socialLinks: [
      { network: "instagram", url: "https://www.instagram.com/sagararides.example" },
      { network: "facebook", url: "https://www.facebook.com/sagararides.example" },
      { network: "youtube", url: "https://www.youtube.com/@sagararides.example" },
    ],
  },
});
