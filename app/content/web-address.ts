/**
 * Web addresses in the settings: https only, no user name or password, a
 * real host name (no wildcard, no IP address). The origin of such an address
 * is safe to put in a Content-Security-Policy, which is where the map's and
 * the analytics script's end up. Safe in the browser.
 */
import { hasControlCharacters } from "./control-characters";

/**
 * The maps services whose pages may be framed on the public page, in one
 * place: the map embed address must be on one of these hosts (and path).
 */
export const MAP_EMBED_SOURCES = [
  { name: "Google Maps", host: "www.google.com", path: "/maps" },
  { name: "Google Maps", host: "maps.google.com", path: "/" },
  { name: "OpenStreetMap", host: "www.openstreetmap.org", path: "/export/embed.html" },
  { name: "Bing Maps", host: "www.bing.com", path: "/maps/embed" },
] as const;

/** Which hosts each social network's links live on (any subdomain, like www. or m.). */
export const SOCIAL_HOSTS = {
  instagram: ["instagram.com"],
  facebook: ["facebook.com", "fb.com", "fb.me"],
  youtube: ["youtube.com", "youtu.be"],
} as const;

const MAX_WEB_ADDRESS_LENGTH = 2000;

/** Lower-case DNS labels of letters, digits and inner dashes, at least two of them, the last not all digits. */
const HOST_NAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?=[a-z0-9-]*[a-z])[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const isHostName = (host: string) => HOST_NAME.test(host);

export type WebAddressCheck = { ok: true; url: string } | { ok: false; message: string };

export interface WebAddressRules {
  /** Allowed hosts and the path each must start with. */
  sources?: readonly { host: string; path: string; name: string }[];
  /** Only an origin (https://host), as for the site's own address. */
  originOnly?: boolean;
}

/** Checks one address; `label` names the field in the messages. Gives the address as the browser will read it. */
export function checkWebAddress(input: string, label: string, rules: WebAddressRules = {}): WebAddressCheck {
  const refuse = (message: string): WebAddressCheck => ({ ok: false, message });
  const text = input.trim();
  const example = rules.originOnly ? "https://sagararides.example" : "https://example.com/page";
  if (text.length > MAX_WEB_ADDRESS_LENGTH)
    return refuse(`${label} must be ${MAX_WEB_ADDRESS_LENGTH} characters or fewer`);
  if (/\s/.test(text) || hasControlCharacters(text)) return refuse(`${label} cannot contain spaces or line breaks`);
  if (/^http:\/\//i.test(text)) return refuse(`${label} must start with https:// (http:// is not secure)`);
  if (!/^https:\/\//i.test(text))
    return refuse(`${label} must be a full web address starting with https://, like ${example}`);
  if (text.includes("*")) return refuse(`${label} cannot contain a wildcard (*)`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse(`${label} must be a full web address starting with https://, like ${example}`);
  }
  if (url.username || url.password) return refuse(`${label} cannot contain a user name or password`);
  if (url.hostname.includes("*")) return refuse(`${label} cannot contain a wildcard (*)`);
  if (/^[\d.]+$/.test(url.hostname) || url.hostname.startsWith("[")) {
    return refuse(`${label} must use a domain name, not an IP address`);
  }
  if (!isHostName(url.hostname)) return refuse(`${label} has an invalid domain name`);
  if (rules.sources && !rules.sources.some((s) => s.host === url.hostname && url.pathname.startsWith(s.path))) {
    const names = [...new Set(rules.sources.map((s) => s.name))].join(", ");
    return refuse(`${label} must be from a known maps service (${names})`);
  }
  if (rules.originOnly) {
    if (url.pathname !== "/" || url.search || url.hash) {
      return refuse(`${label} must be only the site's address, like ${example}, with nothing after it`);
    }
    return { ok: true, url: url.origin };
  }
  return { ok: true, url: url.href };
}

/**
 * The origin of an address fit for a Content-Security-Policy, or null. Stored
 * settings were checked by checkWebAddress, but the policy is built from
 * whatever is stored, so it checks again: a host in a policy header must not
 * be able to widen it.
 */
export function cspOrigin(address: string): string | null {
  const checked = checkWebAddress(address, "Address");
  return checked.ok ? new URL(checked.url).origin : null;
}

/** Whether a social link is on its network's site. */
export function isOnNetwork(address: string, network: keyof typeof SOCIAL_HOSTS): boolean {
  try {
    const host = new URL(address).hostname;
    return SOCIAL_HOSTS[network].some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
}
