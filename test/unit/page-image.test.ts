import { describe, expect, it } from "vitest";
import { pageImage, placeholderClass, placeholderCss, thumbOf } from "~/images/page-image";

const photo = {
  id: "dio-photo",
  kind: "photo" as const,
  alt: "The Honda Dio",
  width: 1000,
  height: 700,
  src: null,
  fileBase: "0123456789abcdef",
  widths: [320, 640],
  placeholder: "data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAAA=",
  deletedAt: null,
};

/** What the attack wrote into a restored library row, and saw on the home page. */
const planted = `data:image/webp;base64,AAAA)}</style><meta http-equiv="refresh" content="0;url=https://evil.example/"><style>.x{a:url(x`;

describe("an image's placeholder on the page", () => {
  it("is written into the page's CSS when it is a small base64 image", () => {
    const image = pageImage(photo);
    expect(placeholderCss([image])).toBe(`.ph-dio-photo{background-image:url(${photo.placeholder})}`);
    expect(placeholderClass(image)).toBe("ph ph-dio-photo");
  });

  it("is left out, whole, when it could end the rule or the <style> it goes into", () => {
    for (const placeholder of [
      planted,
      "data:image/webp;base64,AAAA'",
      "https://evil.example/x.png",
      "data:text/html;base64,AAAA",
    ]) {
      const image = pageImage({ ...photo, placeholder });
      expect(image.placeholder).toBeUndefined();
      expect(placeholderCss([image])).toBe("");
      expect(placeholderClass(image)).toBe("");
      expect(thumbOf({ ...photo, placeholder, deletedAt: "2026-11-01T00:00:00.000Z" })).not.toContain("evil");
    }
    // An id that is not a plain class name gets no rule either, even if something put one in the page's images.
    expect(placeholderCss([{ ...pageImage(photo), id: "x{}</style>" }])).toBe("");
  });
});
