import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { describe as describeChange } from "~/content/activity";
import { drawings } from "~/images/drawings";
import { addPhoto } from "../support/photo-row";
import { seededStore } from "../support/temp-db";

const actor = { actor: "test" };

describe("the library", () => {
  it("describes each drawing as its file is: size in bytes, width and height", () => {
    for (const d of drawings) {
      const file = `public${d.src}`;
      expect(statSync(file).size, d.src).toBe(d.bytes);
      const svg = readFileSync(file, "utf8").slice(0, 400);
      expect(svg, d.src).toContain(`width="${d.width}"`);
      expect(svg, d.src).toContain(`height="${d.height}"`);
    }
  });

  it("holds the sample drawings with their alt texts, each saying where it is used", () => {
    const { library } = seededStore();
    const list = library.list();
    expect(list.map((i) => i.id).sort()).toEqual(drawings.map((d) => d.id).sort());
    const enfield = library.get("art-bikes-royal-enfield-classic")!;
    expect(enfield).toMatchObject({
      kind: "drawing",
      src: "/art/bikes/royal-enfield-classic.svg",
      alt: "Illustration of the Royal Enfield Classic",
      width: 480,
      height: 320,
      thumb: "/art/bikes/royal-enfield-classic.svg",
    });
    expect(enfield.usedBy.map((u) => u.text)).toEqual(["Royal Enfield Classic · bike"]);
    expect(library.get("art-hero")!.usedBy.map((u) => u.text)).toEqual(["Hero image · settings"]);
    expect(library.get("art-avatars-tom-r")!.usedBy.map((u) => u.text)).toEqual(["Tom R. · review"]);
  });

  it("searches by alt text or file name, ignoring case, with % and _ taken literally", () => {
    const { store, library } = seededStore();
    addPhoto(store, "img-2034-abc123", "Scooters lined up at the station");
    expect(library.list({ search: "ENFIELD" }).map((i) => i.id)).toEqual(["art-bikes-royal-enfield-classic"]);
    expect(library.list({ search: "img-2034" }).map((i) => i.id)).toEqual(["img-2034-abc123"]);
    expect(library.list({ search: "%" })).toEqual([]);
    expect(library.list({ search: "  " })).toHaveLength(drawings.length + 1);
  });

  it("offers a picker only images that can be used: in the library and described", () => {
    const { store, library } = seededStore();
    addPhoto(store, "undescribed-111111");
    const described = addPhoto(store, "described-222222", "The shop front");
    const options = library.pickerOptions();
    expect(options.map((o) => o.id)).not.toContain("undescribed-111111");
    expect(options[0]).toEqual({
      id: described.id,
      kind: "photo",
      thumb: `/images/${described.fileBase}-320.jpg`,
      alt: "The shop front",
      width: 1600,
      height: 1200,
    });
    expect(options).toHaveLength(drawings.length + 1);
  });

  it("writes alt text with a version: an empty one and a stale one are refused", () => {
    const { store, db, library } = seededStore();
    const photo = addPhoto(store, "shop-333333");
    const empty = library.setAlt(photo.id, { alt: "   " }, photo.version, actor);
    expect(!empty.ok && empty.fieldErrors.alt).toEqual([
      "Describe the picture in a few words, for visitors who cannot see it",
    ]);
    const saved = library.setAlt(photo.id, { alt: "The shop at dusk" }, photo.version, actor);
    expect(saved.ok && saved.value).toMatchObject({ alt: "The shop at dusk", version: photo.version + 1 });
    const stale = library.setAlt(photo.id, { alt: "Another" }, photo.version, actor);
    expect(!stale.ok && stale.reason).toBe("stale");
    expect(!stale.ok && stale.conflict?.current.alt).toBe("The shop at dusk");
    const audit = db.$client
      .prepare("select action, actor from audit_log where entity = 'images' and entity_id = ? order by id")
      .all(photo.id);
    expect(audit).toEqual([
      { action: "upload", actor: "admin" },
      { action: "update", actor: "test" },
    ]);
  });

  it("refuses to delete an image while it is used, naming every user, the content Trash included", () => {
    const { store, library } = seededStore();
    const photo = addPhoto(store, "dio-444444", "A Honda Dio");
    for (const id of ["honda-dio", "honda-activa"]) {
      const bike = store.item("bikes", id)!;
      expect(store.update("bikes", id, { ...bike, image: photo.id }, bike.version, actor).ok).toBe(true);
    }
    const activa = store.item("bikes", "honda-activa")!;
    expect(store.remove("bikes", "honda-activa", activa.version, actor).ok).toBe(true);
    const refused = library.remove(photo.id, photo.version, actor);
    expect(refused).toMatchObject({
      ok: false,
      reason: "in-use",
      message:
        "This image is used by Honda Dio · bike and Honda Activa · bike (in the Trash). Choose another image there first; then it can be deleted.",
    });
    expect(library.get(photo.id)!.deletedAt).toBeNull();
  });

  it("puts an unused image in its Trash, from where it can be restored or deleted for good", () => {
    const { store, library } = seededStore();
    const photo = addPhoto(store, "spare-555555", "A spare photo");
    const trashed = library.remove(photo.id, photo.version, actor);
    expect(trashed.ok).toBe(true);
    expect(library.list().map((i) => i.id)).not.toContain(photo.id);
    expect(library.trash().map((i) => i.id)).toEqual([photo.id]);
    expect(library.pickerOptions().map((o) => o.id)).not.toContain(photo.id);

    // A trashed image cannot be used.
    const bike = store.item("bikes", "yamaha-fzs")!;
    const use = store.update("bikes", bike.id, { ...bike, image: photo.id }, bike.version, actor);
    expect(!use.ok && use.fieldErrors.image).toEqual([
      `The image "${photo.id}" is in the Trash: restore it in Images, or choose another`,
    ]);

    const version = library.get(photo.id)!.version;
    const restored = library.restore(photo.id, version, actor);
    expect(restored.ok && restored.value.deletedAt).toBeNull();
    const again = library.remove(photo.id, version + 1, actor);
    expect(again.ok).toBe(true);
    const gone = library.deleteForever(photo.id, version + 2, actor);
    expect(gone).toEqual({ ok: true, value: { id: photo.id, fileBases: [photo.fileBase] } });
    expect(library.get(photo.id)).toBeUndefined();
  });

  it("says in the Activity log, in words, what happened to images", () => {
    const { store, library } = seededStore();
    const photo = addPhoto(store, "shop-777777");
    library.setAlt(photo.id, { alt: "The shop at dusk" }, photo.version, actor);
    library.noteUpload(
      { name: "cat.svg", code: "svg", message: "cat.svg is an SVG drawing." },
      { actor: "admin", batch: "b2" },
    );
    const sentences = store
      .activity({ entity: "images" })
      .entries.map((e) => describeChange(e).sentence)
      .reverse();
    expect(sentences).toEqual([
      "admin uploaded the image shop-777777.jpg",
      "test changed the description (alt text) of shop-777777.jpg from none to The shop at dusk",
      "admin tried to upload a file, refused: cat.svg is an SVG drawing.",
    ]);
  });

  it("an alt text change reaches the page", () => {
    const { store, library } = seededStore();
    const hero = library.get("art-hero")!;
    expect(library.setAlt("art-hero", { alt: "The coast road" }, hero.version, actor).ok).toBe(true);
    expect(store.home().heroImage?.alt).toBe("The coast road");
  });
});

describe("every write path refuses an image that is not in the library", () => {
  it("creating and editing items", () => {
    const { store } = seededStore();
    const created = store.create(
      "taxis",
      { ...store.item("taxis", "airport-transfer")!, id: "night-taxi", name: "Night taxi", image: "nowhere" },
      actor,
    );
    expect(!created.ok && created.fieldErrors.image).toEqual([
      'No image "nowhere" is in the library: choose one there, or upload it first',
    ]);
    expect(store.item("taxis", "night-taxi")).toBeUndefined();
    const t = store.list("testimonials")[0]!;
    const avatar = store.update("testimonials", t.id, { ...t, avatar: "nobody" }, t.version, actor);
    expect(!avatar.ok && Object.keys(avatar.fieldErrors)).toEqual(["avatar"]);
  });

  it("the settings' identity section (the hero image)", () => {
    const { store } = seededStore();
    const identity = store.section("identity");
    const result = store.saveSection("identity", { ...identity, heroImage: "gone" }, identity.version, actor);
    expect(!result.ok && result.fieldErrors.heroImage).toEqual([
      'No image "gone" is in the library: choose one there, or upload it first',
    ]);
    expect(store.section("identity")).toEqual(identity);
  });

  it("restoring an old version whose image has since been deleted", () => {
    const { store, library } = seededStore();
    const photo = addPhoto(store, "old-666666", "An old photo");
    const bike = store.item("bikes", "honda-dio")!;
    const withPhoto = store.update("bikes", bike.id, { ...bike, image: photo.id }, bike.version, actor);
    if (!withPhoto.ok) throw new Error(withPhoto.message);
    const back = store.update("bikes", bike.id, { ...bike }, withPhoto.value.version, actor);
    if (!back.ok) throw new Error(back.message);
    expect(library.remove(photo.id, photo.version, actor).ok).toBe(true);
    const entry = store.history("bikes", bike.id).find((e) => e.after?.image === photo.id)!;
    const restored = store.restoreVersion("bikes", bike.id, entry.id, back.value.version, actor);
    expect(!restored.ok && restored.fieldErrors.image).toEqual([
      `The image "${photo.id}" is in the Trash: restore it in Images, or choose another`,
    ]);
    expect(store.item("bikes", bike.id)!.image).toBe(bike.image);
  });

  it("the import, naming each problem with its path, and changing nothing", () => {
    const { store } = seededStore();
    const before = store.exportAll();
    const doc = JSON.parse(JSON.stringify(before));
    doc.bikes[2].image = "missing-photo";
    doc.testimonials[0].avatar = "no-face";
    doc.settings.heroImage = "no-hero";
    const result = store.importAll(doc, actor);
    expect(result).toEqual({
      ok: false,
      problems: [
        'settings.heroImage: No image "no-hero" is in the library: choose one there, or upload it first',
        'bikes[2].image: No image "missing-photo" is in the library: choose one there, or upload it first',
        'testimonials[0].avatar: No image "no-face" is in the library: choose one there, or upload it first',
      ],
    });
    expect(store.version()).toBe(1);
  });
});

describe("export and import name images by library id", () => {
  it("exports format 2 with ids", () => {
    const { store } = seededStore();
    const doc = store.exportAll();
    expect(doc.formatVersion).toBe(2);
    expect(doc.bikes[0]!.image).toBe("art-bikes-honda-dio");
    expect(doc.settings.heroImage).toBe("art-hero");
  });

  it("still reads a version-1 document: its paths become the drawings' ids", () => {
    const { store } = seededStore();
    const doc = JSON.parse(JSON.stringify(store.exportAll()));
    doc.formatVersion = 1;
    for (const kind of ["bikes", "taxis", "pickupPoints"])
      for (const item of doc[kind]) item.image = drawings.find((d) => d.id === item.image)!.src;
    for (const t of doc.testimonials) t.avatar = drawings.find((d) => d.id === t.avatar)!.src;
    delete doc.settings.heroImage; // version 1 had none: it gets the hero drawing
    doc.bikes[0].price = 555;
    const result = store.importAll(doc, actor);
    expect(result.ok).toBe(true);
    expect(store.item("bikes", "honda-dio")).toMatchObject({ price: 555, image: "art-bikes-honda-dio" });
    expect(store.section("identity").heroImage).toBe("art-hero");

    doc.bikes[3].image = "/art/bikes/no-such-bike.svg";
    expect(store.importAll(doc, actor)).toEqual({
      ok: false,
      problems: [
        'bikes[3].image: No image "art-bikes-no-such-bike" is in the library: choose one there, or upload it first (the file names it /art/bikes/no-such-bike.svg)',
      ],
    });
  });
});
