import net from "node:net";
import { describe, expect, it } from "vitest";
import type { UploadOutcome } from "~/images/service.server";
import { adminSite } from "../support/admin-site";
import { photoJpeg } from "../support/image-fixtures";

/** An upload sent as these exact bytes, read until the server closes: status 0 when it closed without an answer. */
function sendUpload(site: { port: number; url: string; cookie: string }, body: Buffer, boundary: string) {
  const head = [
    "POST /admin/images/upload HTTP/1.1",
    `Host: 127.0.0.1:${site.port}`,
    `Origin: ${site.url}`,
    `Cookie: ${site.cookie}`,
    "Accept: application/json",
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${body.length}`,
    "Connection: close",
    "",
    "",
  ].join("\r\n");
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = net.connect(site.port, "127.0.0.1", () => socket.write(Buffer.concat([Buffer.from(head), body])));
    const chunks: Buffer[] = [];
    socket.on("data", (d) => chunks.push(d));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const chunked = text.slice(text.indexOf("\r\n\r\n") + 4);
      resolve({ status, body: chunked.replace(/^[0-9a-f]+\r\n/, "").replace(/\r\n0\r\n\r\n$/, "") });
    });
  });
}

/** One file part whose Content-Disposition header carries `disposition` byte for byte (UTF-8). */
const multipart = (disposition: string, bytes: Buffer, boundary = "sagara-names") =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

const NAME_REFUSED =
  "A photo's file name holds a control character (an invisible character such as a line break), so nothing was added. Rename the photo and send it again.";

describe("file names of uploads", { timeout: 60_000 }, () => {
  it("a control character in a file name is answered 400 with a message, and nothing is added", async () => {
    const site = await adminSite();
    const photo = await photoJpeg(300, 200);
    for (const disposition of [
      'name="photos"; filename="a\u0001b.jpg"',
      'name="photos"; filename="tab\u007f.jpg"',
      // The same character, percent-encoded as RFC 5987 allows: the same rule.
      "name=\"photos\"; filename*=UTF-8''a%01b.jpg",
    ]) {
      const res = await sendUpload(site, multipart(disposition, photo), "sagara-names");
      expect(res.status, disposition).toBe(400);
      const outcome = JSON.parse(res.body) as UploadOutcome;
      expect(outcome.refused, disposition).toEqual({ code: "bad-name", message: NAME_REFUSED });
    }
    expect(site.images.list().filter((i) => i.kind === "photo")).toEqual([]);
    // The connection was answered, not dropped: the server still takes the next upload.
    const fine = await sendUpload(site, multipart('name="photos"; filename="fine.jpg"', photo), "sagara-names");
    expect(fine.status).toBe(200);
  });

  it("reads a file name as UTF-8, as browsers send it", async () => {
    const site = await adminSite();
    const form = new FormData();
    form.append("photos", new Blob([new Uint8Array(await photoJpeg(300, 200))], { type: "image/jpeg" }), "फोटो.jpg");
    const res = await fetch(`${site.url}/admin/images/upload`, {
      method: "POST",
      body: form,
      headers: { origin: site.url, cookie: site.cookie, accept: "application/json" },
    });
    expect(res.status).toBe(200);
    const outcome = (await res.json()) as UploadOutcome;
    expect(outcome.results.map((r) => r.name)).toEqual(["फोटो.jpg"]);
    const [photo] = site.images.list().filter((i) => i.kind === "photo");
    expect(photo!.originalName).toBe("फोटो.jpg");
  });
});
