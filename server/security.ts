/**
 * Headers for every response, and the refusal of cross-site writes.
 */
import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

export interface PolicySources {
  /** Origins the page may frame (the map). */
  frames: string[];
  /** Extra script origins (the analytics script, when configured). */
  scripts: string[];
}

/** The origin of a URL, or nothing when it is empty or not https. */
export function originOf(url: string): string[] {
  try {
    const u = new URL(url);
    return u.protocol === "https:" ? [u.origin] : [];
  } catch {
    return [];
  }
}

/**
 * The Content-Security-Policy. Server-rendered pages allow their scripts and
 * styles by nonce; the home page, rendered once for every visitor, by hash.
 */
export function contentSecurityPolicy({
  nonce,
  styleHashes = [],
  sources,
}: {
  nonce?: string;
  styleHashes?: string[];
  sources: PolicySources;
}): string {
  const nonceSource = nonce ? [`'nonce-${nonce}'`] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...nonceSource, ...sources.scripts],
    "style-src": ["'self'", ...nonceSource, ...styleHashes.map((h) => `'${h}'`)],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": sources.frames.length ? sources.frames : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** sha256 hashes of the inline <style> elements of a page, for its CSP. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(
    (m) => `sha256-${createHash("sha256").update(m[1]!).digest("base64")}`,
  );
}

/** Headers every response carries, whatever produced it. */
export function baseHeaders(secure: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    ...(secure ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** Sets the headers and a fresh nonce (res.locals.cspNonce) for the React Router pages. */
export function securityHeaders({
  sources,
  csp = true,
}: {
  sources: () => PolicySources;
  csp?: boolean;
}): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of Object.entries(baseHeaders(req.secure))) res.setHeader(name, value);
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (csp) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, sources: sources() }));
    if (req.path === "/admin" || req.path.startsWith("/admin/")) res.setHeader("Cache-Control", "no-store");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A write whose Sec-Fetch-Site or Origin says it comes from another site is
 * refused before it reaches any route.
 */
export const refuseCrossSiteWrites: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const fetchSite = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const expected = `${req.protocol}://${req.get("host")}`;
  const crossSite =
    (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") ||
    (origin !== undefined && origin !== expected);
  if (crossSite) {
    res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
    return;
  }
  next();
};
