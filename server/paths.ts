import { posix } from "node:path";

/**
 * A request path as the router and the file server resolve it, whatever its
 * spelling: backslashes read as slashes (as browsers and URL parsers do),
 * percent-escapes decoded once, and ".", ".." and repeated slashes resolved.
 * "/%61dmin/settings", "/./admin/dashboard", "/x/../admin/content" and
 * "/admin\settings" are all "/admin/...". Decisions about a path (is it the
 * back office, is it a build-time file) are made on this, never on the raw path.
 */
export function normalisedPath(rawPath: string): string {
  const slashes = (p: string) => p.replace(/\\/g, "/");
  let path = slashes(rawPath.split("?")[0]!);
  try {
    path = slashes(decodeURIComponent(path));
  } catch {
    // Undecodable: no route and no file matches it either; judged as written.
  }
  return posix.normalize(path.startsWith("/") ? path : `/${path}`);
}

/** /admin, /admin/…, /admin.data, in any letter case (routes match case-insensitively). */
export const isAdminPath = (path: string) => /^\/admin(\/|\.data$|$)/i.test(normalisedPath(path));
