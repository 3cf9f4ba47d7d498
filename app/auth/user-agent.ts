/**
 * "Chrome 131" on "Android 14": enough for the owner to recognise their own
 * phone in the Sessions list. Not a general user-agent parser: it knows the
 * browsers and systems this shop's owner is likely to use, and says
 * "Unknown" for the rest.
 */

export interface DeviceDescription {
  browser: string;
  system: string;
}

/** Checked in order: Edge, Opera and Samsung Internet also call themselves Chrome and Safari. */
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/\b(?:OPR|OPT)\/(\d+)/, "Opera"],
  [/\bSamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/\bUCBrowser\/(\d+)/, "UC Browser"],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, "Firefox"],
  [/\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/, "Chrome"],
  [/\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//, "Safari"],
];

function systemOf(ua: string): string {
  const ios = /\((iPhone|iPad|iPod)[^)]*? OS (\d+)/.exec(ua);
  if (ios) return ios[1] === "iPad" ? `iPad (iPadOS ${ios[2]})` : `iPhone (iOS ${ios[2]})`;
  const android = /\bAndroid (\d+(?:\.\d+)?)/.exec(ua);
  if (android) return `Android ${android[1]!.replace(/\.0$/, "")}`;
  if (/\bAndroid\b/.test(ua)) return "Android";
  if (/\bWindows\b/.test(ua)) return "Windows";
  if (/\bCrOS\b/.test(ua)) return "ChromeOS";
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return "macOS";
  if (/\bLinux\b/.test(ua)) return "Linux";
  return "Unknown system";
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = (userAgent ?? "").slice(0, 512);
  let browser = "Unknown browser";
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  return { browser, system: systemOf(ua) };
}
