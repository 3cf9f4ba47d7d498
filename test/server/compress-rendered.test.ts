// Pages rendered per request are gzipped, never brotli'd (server/compress-rendered.ts):
// Node's streaming brotli keeps memory no collection returns.
import { describe, expect, it } from "vitest";
import { withoutBrotli } from "../../server/compress-rendered";
import { startSite } from "../support/server-build";
import { seededStore } from "../support/temp-db";
import { request } from "node:http";

/** The raw answer's Content-Encoding (fetch would decode it and hide the header's effect). */
function encodingOf(url: string, acceptEncoding: string) {
  return new Promise<string | undefined>((resolve, reject) => {
    request(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      res.resume();
      resolve(res.headers["content-encoding"]);
    })
      .on("error", reject)
      .end();
  });
}

describe("compressing the pages rendered per request", () => {
  it("takes br out of what the client accepts, and nothing else", () => {
    expect(withoutBrotli("gzip, deflate, br, zstd")).toBe("gzip, deflate, zstd");
    expect(withoutBrotli("br;q=1.0, gzip;q=0.8")).toBe(" gzip;q=0.8");
    expect(withoutBrotli("BR")).toBe("");
  });

  it("answers gzip to a browser that prefers brotli; the home page, compressed once, is still brotli", async () => {
    const { db } = seededStore();
    const site = await startSite(db);
    // The 404 page is rendered for each request.
    expect(await encodingOf(`${site.url}/no-such-page`, "br, gzip")).toBe("gzip");
    expect(await encodingOf(`${site.url}/no-such-page`, "br")).toBeUndefined();
    expect(await encodingOf(`${site.url}/`, "br, gzip")).toBe("br");
  });
});
