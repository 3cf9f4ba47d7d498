/** The map and the directions link of the Find Us section, and the shop's position for search engines. */
import type { z } from "zod";
import { coordinate, webAddress } from "../checks";
import { defineSection, kind } from "../define";
import { MAP_EMBED_SOURCES } from "../web-address";

const mapServices = [...new Set(MAP_EMBED_SOURCES.map((s) => s.name))].join(", ");

/** A position is both numbers or neither. Checked on the map section and on whole settings (imports). */
function checkCoordinates(map: { latitude: number | null; longitude: number | null }, ctx: z.RefinementCtx) {
  if ((map.latitude === null) !== (map.longitude === null)) {
    ctx.addIssue({
      code: "custom",
      path: [map.latitude === null ? "latitude" : "longitude"],
      message: "Give both latitude and longitude, or neither",
    });
  }
}

export const map = defineSection({
  name: "map",
  title: "Map",
  intro: "The map and the directions link of the Find Us section.",
  onSite: "/#location",
  fields: {
    mapEmbedUrl: kind.text(webAddress("Map embed address", { sources: MAP_EMBED_SOURCES }), {
      label: "Map embed address",
      inputMode: "url",
      hint: `The map shown on the page, from ${mapServices}. In Google Maps: Share, Embed a map, and copy the address between the quotes after src=.`,
    }),
    mapsPlaceUrl: kind.text(webAddress("Maps link"), {
      label: "Maps link",
      inputMode: "url",
      hint: "Where the directions button leads, like the shop on Google Maps.",
    }),
    latitude: kind.optionalNumber(coordinate("Latitude", 90), {
      label: "Latitude",
      input: "number",
      step: "any",
      inputMode: "decimal",
      hint: "Like 14.5479.",
      note: "The shop's position, kept for search engines and maps (not on the page yet): both numbers, or neither.",
      pair: true,
    }),
    longitude: kind.optionalNumber(coordinate("Longitude", 180), {
      label: "Longitude",
      input: "number",
      step: "any",
      inputMode: "decimal",
      hint: "Like 74.3188.",
      pair: true,
    }),
  },
  refine: checkCoordinates,
  sample: {
    mapEmbedUrl: "https://www.google.com/maps?q=Gokarna%20Railway%20Station&output=embed",
    mapsPlaceUrl: "https://www.google.com/maps/search/?api=1&query=Gokarna%20Railway%20Station",
    latitude: null,
    longitude: null,
  },
});
