/**
 * Headers for every response, and the refusal of cross-site writes.
 */
import { createHash, randomBytes } from "node:crypto";
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { Settings } from "~/content/types";
import { checkWebAddress, cspOrigin, MAP_EMBED_SOURCES } from "~/content/web-address";
import { isAdminPath, normalisedPath } from "./paths";
import { IMAGES_URL, UPLOAD_PATH } from "~/images/limits";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface PolicySources {
  /** Origins the page may frame (the map). */
  frames: string[];
  /** Extra script origins (the analytics script, when configured). */
  scripts: string[];
  /** Extra origins the page may send to (the analytics script's beacon). */
  connects: string[];
  /** Where a form may end up: the booking forms answer with a redirect to the chat service. */
  forms: string[];
}

/**
 * The public pages frame the map, load the analytics script when configured
 * (which may send its beacon to its own origin), and send booking forms on to
 * the chat. Each origin is checked again here (a known maps service; https, no
 * wildcard), whatever is stored, so a setting can never widen the policy.
 */
export function policySourcesFrom(
  settings: Pick<Settings, "mapEmbedUrl" | "analyticsScriptUrl" | "chatHost">,
): PolicySources {
  const map = checkWebAddress(settings.mapEmbedUrl, "Map", { sources: MAP_EMBED_SOURCES });
  const analytics = cspOrigin(settings.analyticsScriptUrl);
  const chat = cspOrigin(`https://${settings.chatHost}`);
  return {
    frames: map.ok ? [new URL(map.url).origin] : [],
    scripts: analytics ? [analytics] : [],
    connects: analytics ? [analytics] : [],
    forms: chat ? [chat] : [],
  };
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
    "connect-src": ["'self'", ...sources.connects],
    "frame-src": sources.frames.length ? sources.frames : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'", ...sources.forms],
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

const NO_SOURCES: PolicySources = { frames: [], scripts: [], connects: [], forms: [] };

/**
 * Sets the headers and a fresh nonce (res.locals.cspNonce) for the React Router
 * pages. The back office, however its path is spelt, gets no third-party
 * sources at all and is never stored by a cache.
 */
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
    const admin = isAdminPath(req.path);
    if (csp) {
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy({ nonce, sources: admin ? NO_SOURCES : sources() }),
      );
    }
    if (admin) {
      res.setHeader("Cache-Control", "no-store");
      // Never in search results, whatever links to it (robots.txt only asks crawlers not to fetch).
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
    }
    next();
  };
}

/** For answers made before any page: nothing may run, frame or be framed. */
const LOCKED_DOWN_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** One short line per refused request: a flood of probes must not flood the log. */
export function logRefusal(req: Request, status: number) {
  console.log(
    JSON.stringify({
      at: new Date().toISOString(),
      event: "http.refused",
      status,
      method: req.method.slice(0, 16),
      path: req.originalUrl.slice(0, 200),
    }),
  );
}

function answer(req: Request, res: Response, status: number, message: string, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries({ ...baseHeaders(req.secure), ...headers })) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", LOCKED_DOWN_CSP);
  res.setHeader("Cache-Control", "no-store");
  res.status(status).type("text/plain").send(message);
}

function refuse(req: Request, res: Response, status: number, message: string, headers: Record<string, string> = {}) {
  logRefusal(req, status);
  answer(req, res, status, message, headers);
}

/** Bigger than any form of this site; refused before anything reads it. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The photo upload streams its body to disk with its own limits (app/images/multipart.server.ts). */
const ownBodyLimits = (path: string) => {
  const p = normalisedPath(path).toLowerCase();
  return p === UPLOAD_PATH || p === `${UPLOAD_PATH}.data`;
};

/**
 * A write must declare its length (browsers always do for forms) and be no
 * longer than MAX_BODY_BYTES, so nobody can make the server buffer a huge body.
 */
export const limitRequestBodies: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method) || ownBodyLimits(req.path)) return next();
  if (req.get("transfer-encoding")) return refuse(req, res, 411, "A request body needs a Content-Length.");
  const length = req.get("content-length");
  if (length !== undefined && (!/^\d+$/.test(length) || Number(length) > MAX_BODY_BYTES)) {
    return refuse(req, res, 413, "That request is too large.");
  }
  next();
};

/** Host names, IPv4 and bracketed IPv6 addresses, with an optional port. */
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** The methods a route of this site can answer; React Router sends PUT, PATCH and DELETE to actions too. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * Requests no browser sends, answered before any route with a 4xx and one log
 * line: no Host (HTTP/1.0) or a malformed one, a target that is not a path,
 * a method no route answers.
 */
export const refuseMalformedRequests: RequestHandler = (req, res, next) => {
  const hosts = [req.get("host"), ...(req.app.enabled("trust proxy") ? [req.get("x-forwarded-host")] : [])];
  if (!hosts[0] || hosts.some((h) => h !== undefined && !HOST_HEADER.test(h))) {
    return refuse(req, res, 400, "A request needs a valid Host header.");
  }
  if (!req.originalUrl.startsWith("/")) return refuse(req, res, 400, "Bad request.");
  if (!KNOWN_METHODS.has(req.method)) {
    return refuse(req, res, 405, "Method not allowed.", { Allow: "GET, HEAD, POST" });
  }
  next();
};

/**
 * A write must be a form, as every form of this site is: urlencoded, or
 * multipart with its boundary. Anything else (JSON, text, nothing) would
 * fail in the route that reads it; it is refused here, with 415.
 */
export const requireFormBodies: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  // The photo files are read-only: their own handler answers any write with 405 and Allow.
  if (normalisedPath(req.path).startsWith(IMAGES_URL)) return next();
  const type = req.get("content-type") ?? "";
  const [mediaType = ""] = type
    .toLowerCase()
    .split(";")
    .map((s) => s.trim());
  if (mediaType === "application/x-www-form-urlencoded") return next();
  if (mediaType === "multipart/form-data" && /;\s*boundary=/i.test(type)) return next();
  const length = Number(req.get("content-length") ?? 0);
  if (OTHER_BODIES[normalisedPath(req.path)]?.(mediaType, length)) return next();
  refuse(req, res, 415, "Send this as a form.");
};

/**
 * The writes that are not forms, by route, and what they may send: the
 * booking links' count (`<a ping>` posts "PING" as text/ping; sendBeacon
 * with no data posts nothing).
 */
const OTHER_BODIES: Record<string, (mediaType: string, length: number) => boolean> = {
  "/book/count": (mediaType, length) => mediaType === "text/ping" || (mediaType === "" && length === 0),
};

/** The last handler: an error never reveals details and keeps the security headers. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
  // A fault is logged with its stack; a refusal (a malformed path, say) in one line.
  if (status >= 500) console.error("Server error:", error);
  else logRefusal(req, status);
  if (res.headersSent) return res.end();
  answer(req, res, status, status === 400 ? "Bad request." : status === 404 ? "Not found." : "Something went wrong.");
};

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
  if (crossSite) return refuse(req, res, 403, "Cross-site requests are not allowed.");
  next();
};
