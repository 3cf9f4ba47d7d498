import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createImageService, type UploadOutcome } from "~/images/service.server";
import { MAX_FILE_BYTES, MAX_UPLOAD_BYTES } from "~/images/limits";
import {
  bombPng,
  heicHeader,
  htmlPage,
  metadataLeft,
  photoJpeg,
  polyglotJpeg,
  sidewaysJpegWithGps,
  svgWithScript,
  transparentPng,
  truncatedJpeg,
} from "../support/image-fixtures";
import { seededStore } from "../support/temp-db";
import { startSite } from "../support/server-build";

const PASSWORD = "image-test-password";
const actor = { actor: "test" };

interface Part {
  name: string;
  bytes: Buffer;
  /** What the browser claims; the server never believes it. */
  type?: string;
}

async function site() {
  const seeded = seededStore();
  const started = await startSite(seeded.db);
  await started.auth.ensureFirstAdmin({ username: "admin", password: PASSWORD });
  const login = await fetch(`${started.url}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ username: "admin", password: PASSWORD }),
    redirect: "manual",
    headers: { origin: started.url },
  });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const upload = (
    parts: Part[],
    {
      json = true,
      fields = {},
      headers = {},
    }: { json?: boolean; fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const p of parts)
      form.append("photos", new Blob([new Uint8Array(p.bytes)], { type: p.type ?? "image/jpeg" }), p.name);
    return fetch(`${started.url}/admin/images/upload`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { origin: started.url, cookie, ...(json ? { accept: "application/json" } : {}), ...headers },
    });
  };
  const uploadJson = async (parts: Part[], options?: Parameters<typeof upload>[1]) => {
    const res = await upload(parts, options);
    return { status: res.status, body: (await res.json()) as UploadOutcome };
  };
  return { ...started, ...seeded, cookie, upload, uploadJson, store: started.store };
}

/** The message an upload gave for its only file. */
const messageOf = (outcome: UploadOutcome) => {
  const result = outcome.results[0]!;
  return result.ok ? "accepted" : result.message;
};

// Real uploads through the real pipeline: slower than most tests on a busy 2-core machine.
describe("uploading photos", { timeout: 60_000 }, () => {
  it("adds a phone photo: processed one at a time, audited, upright, without metadata, in the library", async () => {
    const { uploadJson, db, url, images } = await site();
    const { status, body } = await uploadJson([{ name: "IMG_2034.JPG", bytes: await sidewaysJpegWithGps(1200, 800) }], {
      fields: { alt: "A red and blue test card" },
    });
    expect(status).toBe(200);
    expect(body.results).toHaveLength(1);
    const result = body.results[0]!;
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.image).toMatchObject({
      kind: "photo",
      alt: "A red and blue test card",
      width: 800,
      height: 1200,
      widths: [320, 480, 640, 800],
      originalName: "IMG_2034.JPG",
      createdBy: "admin",
      usedBy: [],
    });
    expect(result.image.id).toMatch(/^img-2034-[0-9a-f]{6}$/);
    expect(images.get(result.image.id)?.alt).toBe("A red and blue test card");
    const audit = db.$client
      .prepare("select action, actor from audit_log where entity = 'images' and entity_id = ?")
      .all(result.image.id);
    expect(audit).toEqual([{ action: "upload", actor: "admin" }]);
    // Every stored file is served, and none holds EXIF.
    for (const w of result.image.widths) {
      for (const ext of ["avif", "webp", "jpg"]) {
        const res = await fetch(`${url}/images/${result.image.fileBase}-${w}.${ext}`);
        expect(res.status).toBe(200);
        expect((await metadataLeft(Buffer.from(await res.arrayBuffer()))).exif).toBe(false);
      }
    }
    expect(readFileSync(path.join(images.dir, `${result.image.fileBase}-800.jpg`)).length).toBeGreaterThan(0);
  });

  it("accepts PNG with transparency, and the same photo twice is one entry", async () => {
    const { uploadJson, library } = await site();
    const png = await transparentPng(640, 480);
    const first = await uploadJson([{ name: "logo.png", bytes: png, type: "image/png" }]);
    expect(first.body.results[0]).toMatchObject({ ok: true, duplicate: false });
    const again = await uploadJson([{ name: "logo copy.png", bytes: png, type: "application/octet-stream" }]);
    expect(again.body.results[0]).toMatchObject({ ok: true, duplicate: true });
    expect(library.list().filter((i) => i.kind === "photo")).toHaveLength(1);
  });

  it("a photo sent again with a description takes it when it had none, and keeps the one it had", async () => {
    const { uploadJson, library } = await site();
    const jpeg = await photoJpeg(800, 600);
    const first = await uploadJson([{ name: "shop.jpg", bytes: jpeg }]);
    const id = first.body.results[0]!.ok ? first.body.results[0]!.image.id : "";
    // From a content form: the description typed beside it makes the photo usable at once.
    const again = await uploadJson([{ name: "shop.jpg", bytes: jpeg }], { fields: { alt: "The shop at dawn" } });
    expect(again.body.results[0]).toMatchObject({ ok: true, duplicate: true, image: { id, alt: "The shop at dawn" } });
    const third = await uploadJson([{ name: "shop.jpg", bytes: jpeg }], { fields: { alt: "Something else" } });
    expect(third.body.results[0]).toMatchObject({ ok: true, duplicate: true, image: { alt: "The shop at dawn" } });
    expect(library.get(id)).toMatchObject({ alt: "The shop at dawn", version: 2 });
  });

  it("decides by the bytes: each hostile file is refused with a message saying why, and nothing is added", async () => {
    const { uploadJson, db, library } = await site();
    const cases: [Part, string][] = [
      [
        { name: "cat.svg", bytes: svgWithScript, type: "image/svg+xml" },
        "cat.svg is an SVG drawing. SVG files can carry scripts, so they are not accepted: send a JPEG, PNG, WebP or AVIF photo.",
      ],
      [
        { name: "holiday.jpg", bytes: htmlPage, type: "image/jpeg" },
        "holiday.jpg is a web page (HTML), not a picture, whatever its name says. Send a JPEG, PNG, WebP or AVIF photo.",
      ],
      [
        { name: "menu.jpg", bytes: Buffer.from("%PDF-1.4\n1 0 obj\n"), type: "image/jpeg" },
        "menu.jpg is a PDF document, not a picture. Send a JPEG, PNG, WebP or AVIF photo.",
      ],
      [
        { name: "beach.jpg", bytes: await polyglotJpeg() },
        "beach.jpg looks like a picture but also holds web page code (<script>), so it was refused for safety. Save the photo again from your phone's gallery and upload that copy.",
      ],
      [
        { name: "cut.jpg", bytes: await truncatedJpeg() },
        "cut.jpg is incomplete or damaged: the picture stops before its end (the upload may have been cut off). Try again.",
      ],
      [
        { name: "bomb.png", bytes: await bombPng(), type: "image/png" },
        "bomb.png is 20000 × 20000 pixels (400 MP), more than the 50 megapixels this site takes. Send the photo as the phone's camera took it, or a smaller copy.",
      ],
      [
        { name: "IMG_1234.HEIC", bytes: heicHeader, type: "image/heic" },
        `IMG_1234.HEIC is a HEIC photo (the iPhone's own format), which this server cannot read. On the iPhone, set Settings › Camera › Formats to "Most Compatible", or share the photo from Photos choosing Options › Format "Most Compatible" (JPEG), and upload that copy.`,
      ],
    ];
    const before = library.list().length;
    for (const [part, message] of cases) {
      const { status, body } = await uploadJson([part]);
      expect(status, part.name).toBe(422);
      expect(messageOf(body), part.name).toBe(message);
    }
    expect(library.list()).toHaveLength(before);
    const refused = db.$client
      .prepare("select count(*) n from audit_log where entity = 'images' and action = 'upload-refused'")
      .get();
    expect(refused).toEqual({ n: cases.length });
  });

  it("refuses a file over 20 MB without keeping it, and still adds the others sent with it", async () => {
    const { uploadJson } = await site();
    const big = Buffer.concat([await photoJpeg(100, 100), Buffer.alloc(MAX_FILE_BYTES + 1024, 7)]);
    const { status, body } = await uploadJson([
      { name: "huge.jpg", bytes: big },
      { name: "fine.jpg", bytes: await photoJpeg(700, 500) },
    ]);
    expect(status).toBe(200);
    expect(body.results.map((r) => r.ok)).toEqual([false, true]);
    expect(messageOf(body)).toBe(
      "huge.jpg is larger than 20 MB. Send a smaller copy: a phone photo is usually 2 to 8 MB.",
    );
  });

  it("refuses eleven files at once, adding none of them", async () => {
    const { uploadJson, library } = await site();
    const photo = await photoJpeg(400, 300);
    const parts = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, bytes: photo }));
    const { status, body } = await uploadJson(parts);
    expect(status).toBe(413);
    expect(body.refused?.message).toBe(
      "At most 10 photos can be sent at a time. Nothing was added: send them in smaller groups.",
    );
    expect(library.list().filter((i) => i.kind === "photo")).toEqual([]);
  });

  it("refuses a body declared larger than ten full files before reading it", async () => {
    const { url, cookie } = await site();
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${url}/admin/images/upload`, {
        method: "POST",
        headers: {
          origin: url,
          cookie,
          accept: "application/json",
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(MAX_UPLOAD_BYTES + 1),
        },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode!, body: text }));
      });
      req.on("error", reject);
      req.write("--x\r\n"); // a start, and then nothing more: the server must answer without waiting for it
    });
    expect(status).toBe(413);
    expect(JSON.parse(body).refused.code).toBe("request-too-large");
  });

  it("is refused without a session, and cross-site", async () => {
    const { url, cookie } = await site();
    const form = () => {
      const f = new FormData();
      f.append("photos", new Blob([Buffer.from("x")]), "a.jpg");
      return f;
    };
    const anonymous = await fetch(`${url}/admin/images/upload`, {
      method: "POST",
      body: form(),
      headers: { origin: url, accept: "application/json" },
    });
    expect(anonymous.status).toBe(401);
    const anonymousForm = await fetch(`${url}/admin/images/upload`, {
      method: "POST",
      body: form(),
      redirect: "manual",
      headers: { origin: url },
    });
    expect(anonymousForm.status).toBe(302);
    expect(anonymousForm.headers.get("location")).toMatch(/^\/admin\/login/);
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const res = await fetch(`${url}/admin/images/upload`, {
        method: "POST",
        body: form(),
        headers: { cookie, ...headers },
      });
      expect(res.status).toBe(403);
    }
  });

  it("as a plain form post, goes back to the Images screen, which shows what became of each file", async () => {
    const { upload, url, cookie } = await site();
    const res = await upload(
      [
        { name: "shop.jpg", bytes: await photoJpeg(600, 400) },
        { name: "evil.svg", bytes: svgWithScript },
      ],
      { json: false },
    );
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/admin\/images\?upload=[0-9a-f-]{36}$/);
    const page = await (await fetch(`${url}${location}`, { headers: { cookie } })).text();
    expect(page).toMatch(/shop\.jpg<\/strong>: (<!-- -->)?added/);
    expect(page).toContain("evil.svg is an SVG drawing");
  });

  it("keeps every other write to the 64 KB limit", async () => {
    const { url, cookie } = await site();
    const res = await fetch(`${url}/admin/login`, {
      method: "POST",
      body: new URLSearchParams({ username: "admin", password: "x".repeat(70 * 1024) }),
      headers: { origin: url, cookie },
    });
    expect(res.status).toBe(413);
  });
});

describe("a photo on the page", { timeout: 60_000 }, () => {
  it("once it has alt text, goes on a bike's card as <picture>, and cannot be deleted while used", async () => {
    const { uploadJson, store, url, library } = await site();
    const { body } = await uploadJson([{ name: "enfield.jpg", bytes: await photoJpeg(2000, 1500) }]);
    const image = body.results[0]!.ok ? body.results[0]!.image : null;
    expect(image?.alt).toBe("");
    const bike = store.item("bikes", "royal-enfield-classic")!;

    // Without alt text it cannot be used.
    const noAlt = store.update("bikes", bike.id, { ...bike, image: image!.id }, bike.version, actor);
    expect(!noAlt.ok && noAlt.fieldErrors.image).toEqual([
      `The image "${image!.id}" has no description (alt text) yet: write one in Images first`,
    ]);

    const described = library.setAlt(image!.id, { alt: "The Royal Enfield Classic outside the shop" }, 1, actor);
    expect(described.ok).toBe(true);
    expect(store.update("bikes", bike.id, { ...bike, image: image!.id }, bike.version, actor).ok).toBe(true);

    const html = await expectEventually(
      () => fetch(`${url}/`).then((r) => r.text()),
      (text) => text.includes(image!.fileBase!),
    );
    const card = html.slice(html.indexOf('<li class="card">', html.indexOf('id="bikes"')));
    const picture = /<picture>[\s\S]*?<\/picture>/.exec(html.slice(html.indexOf(image!.fileBase!) - 400))![0];
    expect(picture).toContain(`<source type="image/avif" srcSet="/images/${image!.fileBase}-320.avif 320w`);
    expect(picture).toContain(`<source type="image/webp"`);
    expect(picture).toContain(`sizes="(min-width: 1200px) 369px`);
    expect(picture).toContain(`width="1600" height="1200"`);
    expect(picture).toContain(`alt="The Royal Enfield Classic outside the shop"`);
    expect(picture).toContain(`loading="lazy"`);
    expect(picture).toContain(`class="ph ph-${image!.id}"`);
    expect(html).toContain(`.ph-${image!.id}{background-image:url(data:image/webp;base64,`);
    expect(card).toBeTruthy();

    const current = library.get(image!.id)!;
    const refused = library.remove(image!.id, current.version, actor);
    expect(refused).toMatchObject({
      ok: false,
      reason: "in-use",
      message:
        "This image is used by Royal Enfield Classic · bike. Choose another image there first; then it can be deleted.",
    });
    expect(library.get(image!.id)!.usedBy.map((u) => u.text)).toEqual(["Royal Enfield Classic · bike"]);
  });

  it("the hero asks for high priority and is never lazy", async () => {
    const { uploadJson, store, url } = await site();
    const { body } = await uploadJson([{ name: "coast.jpg", bytes: await photoJpeg(1800, 1200) }], {
      fields: { alt: "The coast road at dawn" },
    });
    const image = body.results[0]!.ok ? body.results[0]!.image : null;
    const identity = store.section("identity");
    expect(store.saveSection("identity", { ...identity, heroImage: image!.id }, identity.version, actor).ok).toBe(true);
    const html = await expectEventually(
      () => fetch(`${url}/`).then((r) => r.text()),
      (text) => text.includes(image!.fileBase!),
    );
    const hero = /<img class="hero-art[^>]*>/.exec(html)![0];
    expect(hero).toContain('fetchPriority="high"');
    expect(hero).not.toContain("loading=");
    expect(hero).toContain('alt="The coast road at dawn"');
  });
});

async function expectEventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await fn();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("The page never showed the change");
}

describe("the image process", { timeout: 60_000 }, () => {
  it("a photo it does not finish in time is refused, its process ended, and nothing is left behind", async () => {
    const { store, dataDir, library } = seededStore();
    const service = createImageService({ store, dataDir, processor: { timeoutMs: 50 } });
    try {
      const form = new FormData();
      form.append("photos", new Blob([new Uint8Array(await photoJpeg(3000, 2000))]), "slow.jpg");
      const draft = new Request("http://site.test/admin/images/upload", { method: "POST", body: form });
      const body = await draft.arrayBuffer();
      const request = new Request(draft.url, {
        method: "POST",
        body,
        headers: { "content-type": draft.headers.get("content-type")!, "content-length": String(body.byteLength) },
      });
      const outcome = await service.upload(request, { actor: "admin" });
      expect(outcome.status).toBe(422);
      expect(messageOf(outcome)).toBe(
        "slow.jpg could not be processed because of a problem on the server. Nothing was added.",
      );
      expect(readdirSync(service.dir)).toEqual([]);
      expect(library.list().filter((i) => i.kind === "photo")).toEqual([]);
    } finally {
      service.stop();
    }
  });
});
