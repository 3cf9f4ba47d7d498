import { describe, expect, it } from "vitest";
import { describeUserAgent } from "~/auth/user-agent";

describe("describeUserAgent names the browser and system the owner would recognise", () => {
  const cases: [string, string, string][] = [
    [
      "Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome 131",
      "Android 14",
    ],
    [
      "Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      "Samsung Internet 25",
      "Android 13",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari 17",
      "iPhone (iOS 17)",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
      "Chrome 131",
      "iPhone (iOS 18)",
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
      "Safari 16",
      "iPad (iPadOS 16)",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
      "Edge 131",
      "Windows",
    ],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox 133", "Windows"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      "Safari 18",
      "macOS",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0",
      "Opera 115",
      "Linux",
    ],
    [
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome 131",
      "ChromeOS",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36",
      "Chrome 139",
      "Linux",
    ],
  ];
  for (const [ua, browser, system] of cases) {
    it(`${browser} on ${system}`, () => expect(describeUserAgent(ua)).toEqual({ browser, system }));
  }

  it("says Unknown for what it does not know, and for nothing at all", () => {
    expect(describeUserAgent("curl/8.5.0")).toEqual({ browser: "Unknown browser", system: "Unknown system" });
    expect(describeUserAgent("")).toEqual({ browser: "Unknown browser", system: "Unknown system" });
    expect(describeUserAgent(null)).toEqual({ browser: "Unknown browser", system: "Unknown system" });
  });

  it("reads only the start of a huge header", () => {
    expect(describeUserAgent(`${"x".repeat(100_000)} Chrome/1`).browser).toBe("Unknown browser");
  });
});
