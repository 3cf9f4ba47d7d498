/**
 * Headers for every response, and the refusal of cross-site writes.
 */
import { createHash, randomBytes } from "node:crypto";
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { Settings } from "~/content/types";
import { UPLOAD_PATH } from "~/images/limits";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface PolicySources {
  /** Origins the page may frame (the map). */
  frames: string[];
  /** Extra script origins (the analytics script, when configured). */
  scripts: string[];
}

/** The public pages frame the map and load the analytics script, when configured. */
export function policySourcesFrom(settings: Pick<Settings, "mapEmbedUrl" | "analyticsScriptUrl">): PolicySources {
  return { frames: originOf(settings.mapEmbedUrl), scripts: originOf(settings.analyticsScriptUrl) };
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

/** /admin, /admin/…, /admin.data, in any letter case (routes match case-insensitively). */
export const isAdminPath = (path: string) => /^\/admin(\/|\.data$|$)/i.test(path);

const NO_SOURCES: PolicySources = { frames: [], scripts: [] };

/**
 * Sets the headers and a fresh nonce (res.locals.cspNonce) for the React Router
 * pages. The back office gets no third-party sources at all.
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
    if (admin) res.setHeader("Cache-Control", "no-store");
    next();
  };
}

/** For answers made before any page: nothing may run, frame or be framed. */
const LOCKED_DOWN_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function refuse(req: Request, res: Response, status: number, message: string) {
  for (const [name, value] of Object.entries(baseHeaders(req.secure))) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", LOCKED_DOWN_CSP);
  res.setHeader("Cache-Control", "no-store");
  res.status(status).type("text/plain").send(message);
}

/** Bigger than any form of this site; refused before anything reads it. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The photo upload streams its body to disk with its own limits (app/images/multipart.server.ts). */
const ownBodyLimits = (path: string) => {
  const p = path.toLowerCase();
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

/** The last handler: an error never reveals details and keeps the security headers. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
  if (status >= 500) console.error("Server error:", error);
  if (res.headersSent) return res.end();
  refuse(req, res, status, status === 400 ? "Bad request." : status === 404 ? "Not found." : "Something went wrong.");
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
