/** The image library's shapes, safe for the browser (the admin screens use them). */
import type { RefusalCode } from "./refusals";

/** A drawing is one of the project's own SVG files; a photo was uploaded and processed. */
export type ImageKind = "drawing" | "photo";

/** One entry of the library: one row of the images table. */
export interface LibraryImage {
  /** What content refers to it by: "art-bikes-honda-dio", "img-2034-3fa9c2". */
  id: string;
  kind: ImageKind;
  /** What a visitor who cannot see it is told; required before the image can be used. */
  alt: string;
  /** The picture as shown, upright: a photo's largest stored width, a drawing's own size. */
  width: number;
  height: number;
  /** A drawing's file under public/ ("/art/hero.svg"); null for a photo. */
  src: string | null;
  /** A photo's files are DATA_DIR/images/<fileBase>-<width>.<avif|webp|jpg>; null for a drawing. */
  fileBase: string | null;
  /** The widths a photo is stored at, narrowest first. */
  widths: number[];
  /** A tiny blurred preview (a data: URL, under 1 KB) shown while a photo loads; null when it has none. */
  placeholder: string | null;
  /** Bytes on disk: all of a photo's files, or the drawing's file. */
  bytes: number;
  /** The uploaded file's name and size, for the operator; the original itself is never kept. */
  originalName: string | null;
  originalBytes: number | null;
  createdAt: string;
  createdBy: string;
  version: number;
  /** When it went to the Trash; null while it is in the library. */
  deletedAt: string | null;
}

export type DrawingEntry = Pick<LibraryImage, "id" | "kind" | "src" | "alt" | "width" | "height" | "bytes"> & {
  kind: "drawing";
  src: string;
};

/** One place an image is used, in the operator's words: "Royal Enfield Classic · bike". */
export interface ImageUse {
  /** The list ("bikes", "testimonials", …) or "settings". */
  entity: string;
  /** The item's id, or the settings section. */
  entityId: string;
  /** The field holding the reference: "image", "avatar", "heroImage". */
  field: string;
  /** "Royal Enfield Classic · bike", "Hero image · settings"; "(in the Trash)" added for a deleted item. */
  text: string;
  /** True when the item using it is in the content Trash. */
  trashed: boolean;
}

/** A library entry as the Images screen lists it. */
export interface LibraryItem extends LibraryImage {
  /** A small picture for the grid and the picker: the narrowest JPEG of a photo, or the drawing. */
  thumb: string;
  /** Where it is used; an image in use cannot be deleted. */
  usedBy: ImageUse[];
}

/** What an image picker offers: only images that can be used (in the library, with alt text). */
export interface PickerOption {
  id: string;
  kind: ImageKind;
  thumb: string;
  alt: string;
  width: number;
  height: number;
}

/** A picture as the public page renders it, resolved from the library: components never look images up. */
export interface PageImage {
  id: string;
  alt: string;
  width: number;
  height: number;
  /** The drawing's file, or a photo's widest JPEG (for browsers that take none of the sources). */
  src: string;
  /** Photos only: a srcset per format, narrowest first. */
  srcset?: { avif: string; webp: string; jpeg: string };
  /** Photos only, when they have one: the blurred preview shown behind the photo while it loads. */
  placeholder?: string;
}

/** What one file of an upload came to, as the Images screen shows it. */
export type UploadResult =
  | { name: string; ok: true; image: LibraryItem; duplicate: boolean }
  | { name: string; ok: false; code: string; message: string };

/** What an upload came to: the JSON a script gets from POST /admin/images/upload. `status` is its HTTP status. */
export interface UploadOutcome {
  status: number;
  /** Names this upload in the audit log: /admin/images?upload=<batch> shows its results again. */
  batch: string;
  /** One per file, in the order sent. */
  results: UploadResult[];
  /** Set when the whole upload was refused (too many files, too large, not a form upload). */
  refused?: { code: RefusalCode; message: string };
}
