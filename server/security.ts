/**
 * Headers for every response, and the refusal of cross-site writes.
 */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { Settings } from "~/content/types";
import { checkWebAddress, cspOrigin, MAP_EMBED_SOURCES } from "~/content/web-address";
import { baseHeaders } from "./fixed-headers";
import { boundedMemo } from "./bounded-memo";
import { isAdminPath, normalisedPath } from "./paths";
import { IMAGES_URL, UPLOAD_PATH } from "~/images/limits";
import { HANDOVER_UPLOAD_PATH } from "~/handover/limits";

export { baseHeaders };

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

/** The back office's sources: nothing from anywhere else. */
export const NO_SOURCES: PolicySources = { frames: [], scripts: [], connects: [], forms: [] };

/**
 * Sets the headers and a fresh nonce (res.locals.cspNonce) for the React Router
 * pages. The back office, however its path is spelt, gets no third-party
 * sources at all and is never stored by a cache.
 */
export function securityHeaders({ sources }: { sources: () => PolicySources }): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of Object.entries(baseHeaders(req.secure))) res.setHeader(name, value);
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const own = pageHeaders({ nonce, admin: isAdminPath(req.path), sources });
    for (const [name, value] of Object.entries(own)) res.setHeader(name, value);
    next();
  };
}

/**
 * A page's own headers beside the base ones: its CSP with its nonce; for the
 * back office, no third-party source, never stored by a cache, never indexed.
 */
export function pageHeaders({
  nonce,
  admin,
  sources,
}: {
  nonce: string;
  admin: boolean;
  sources: () => PolicySources;
}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy({ nonce, sources: admin ? NO_SOURCES : sources() }),
    // Never in search results, whatever links to it (robots.txt only asks crawlers not to fetch).
    ...(admin ? { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } : {}),
  };
}

/** For answers made before any page: nothing may run, frame or be framed. */
const LOCKED_DOWN_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** One short line per refused request: a flood of probes must not flood the log. */
function logRefusal(req: Request, status: number) {
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
const MAX_BODY_BYTES = 64 * 1024;

/** The photo uploads (the library's, a handover's) stream their bodies to disk with their own limits (app/images/multipart.server.ts). */
const ownBodyLimits = (path: string) => {
  const p = normalisedPath(path).toLowerCase();
  return [UPLOAD_PATH, HANDOVER_UPLOAD_PATH].some((upload) => p === upload || p === `${upload}.data`);
};

/**
 * A write must declare its length (browsers always do for forms) and be no
 * longer than MAX_BODY_BYTES, so nobody can make the server buffer a huge body.
 */
export const limitRequestBodies: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method) || ownBodyLimits(req.path)) return next();
  const problem = bodyLimitProblem(req.headers);
  if (problem) return refuse(req, res, problem.status, problem.message);
  next();
};

/** Why a write's declared body is refused (411, 413), or null. */
export function bodyLimitProblem(headers: IncomingHttpHeaders): { status: number; message: string } | null {
  if (headers["transfer-encoding"]) return { status: 411, message: "A request body needs a Content-Length." };
  const length = headers["content-length"];
  if (length !== undefined && (!/^\d+$/.test(length) || Number(length) > MAX_BODY_BYTES)) {
    return { status: 413, message: "That request is too large." };
  }
  return null;
}

/** Host names, IPv4 and bracketed IPv6 addresses, with an optional port. */
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** A Host header that names a host (and an X-Forwarded-Host, when a proxy's headers are believed, likewise). */
export function hasValidHost(headers: IncomingHttpHeaders, trustProxy: boolean): boolean {
  const host = headers.host;
  const forwarded = trustProxy ? headers["x-forwarded-host"] : undefined;
  return (
    !!host && isHostName(host) && (forwarded === undefined || (typeof forwarded === "string" && isHostName(forwarded)))
  );
}

/** Each Host judged once: a site is asked for by a handful of names (bounded, so a flood of new ones cannot grow it). */
const isHostName = boundedMemo((value) => HOST_HEADER.test(value), { size: 100 });

/** The methods a route of this site can answer; React Router sends PUT, PATCH and DELETE to actions too. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * Requests no browser sends, answered before any route with a 4xx and one log
 * line: no Host (HTTP/1.0) or a malformed one, a target that is not a path,
 * a method no route answers, a GET or HEAD with a body.
 */
export const refuseMalformedRequests: RequestHandler = (req, res, next) => {
  if (!hasValidHost(req.headers, req.app.enabled("trust proxy"))) {
    return refuse(req, res, 400, "A request needs a valid Host header.");
  }
  if (!req.originalUrl.startsWith("/")) return refuse(req, res, 400, "Bad request.");
  if (!KNOWN_METHODS.has(req.method)) {
    return refuse(req, res, 405, "Method not allowed.", { Allow: "GET, HEAD, POST" });
  }
  if (isRead(req.method) && hasBody(req.headers)) return refuse(req, res, 400, "A GET request has no body.");
  next();
};

const isRead = (method: string | undefined) => method === "GET" || method === "HEAD";

/**
 * A body is declared (a length other than 0, or chunks). On a read it means
 * nothing, and a proxy in front might read it as the next request (request
 * smuggling), so it is refused rather than skipped.
 */
export const hasBody = (headers: IncomingHttpHeaders) =>
  headers["transfer-encoding"] !== undefined || (headers["content-length"] ?? "0") !== "0";

/**
 * A write must be a form, as every form of this site is: urlencoded, or
 * multipart with its boundary. Anything else (JSON, text, nothing) would
 * fail in the route that reads it; it is refused here, with 415.
 */
export const requireFormBodies: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  // The photo files are read-only: their own handler answers any write with 405 and Allow.
  if (normalisedPath(req.path).startsWith(IMAGES_URL)) return next();
  if (isAcceptedBody(normalisedPath(req.path), req.headers)) return next();
  refuse(req, res, 415, "Send this as a form.");
};

/** A write's body is a form, or what its route takes instead (OTHER_BODIES). */
export function isAcceptedBody(path: string, headers: IncomingHttpHeaders): boolean {
  const type = headers["content-type"] ?? "";
  const [mediaType = ""] = type
    .toLowerCase()
    .split(";")
    .map((s) => s.trim());
  if (mediaType === "application/x-www-form-urlencoded") return true;
  if (mediaType === "multipart/form-data" && /;\s*boundary=/i.test(type)) return true;
  const length = Number(headers["content-length"] ?? 0);
  return OTHER_BODIES[path]?.(mediaType, length) ?? false;
}

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
  if (isCrossSite(req.headers, req.protocol)) return refuse(req, res, 403, "Cross-site requests are not allowed.");
  next();
};

/** Sec-Fetch-Site or Origin says the request comes from another site (`protocol` as the request reached us). */
export function isCrossSite(headers: IncomingHttpHeaders, protocol: string): boolean {
  const fetchSite = headers["sec-fetch-site"];
  const origin = headers.origin;
  return (
    (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") ||
    (origin !== undefined && origin !== `${protocol}://${headers.host}`)
  );
}
