/**
 * Sets the private headers (~/seo/private-answers.ts) on every answer of a
 * route that declares them, for its page or file and for its `.data` alike,
 * before React Router answers: whatever the route's loader returns or throws,
 * a miss included, carries them, and exactly once.
 */
import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { boundedMemo } from "./bounded-memo";
import { normalisedPath } from "./paths";
import { privateHeaders, privatePolicyOf } from "~/seo/private-answers";

type Routes = ServerBuild["routes"];

/** The build's flat route list as the nested objects matchRoutes takes. */
function routeTree(routes: Routes, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const { id, path, caseSensitive } = route!;
      const children = routeTree(routes, id);
      return route!.index
        ? { id, path, caseSensitive, index: true }
        : { id, path, caseSensitive, ...(children.length ? { children } : {}) };
    });
}

/** The page a request asks for: "/b/x.data" is "/b/x", "/hi/_root.data" is "/hi/". */
const pageOfDataPath = (path: string) =>
  path.endsWith("/_root.data") ? path.slice(0, -"_root.data".length) : path.replace(/\.data$/, "");

/** The private headers of the route that answers `path`, or null when it answers publicly. */
function privateHeadersOf(routes: Routes, tree: RouteObject[], path: string) {
  try {
    decodeURI(path);
  } catch {
    // No route answers an undecodable path (and React Router would log one to match it).
    return null;
  }
  const matches = matchRoutes(tree, pageOfDataPath(path)) ?? [];
  const policy = matches.map((match) => privatePolicyOf(routes[match.route.id!]?.module.handle)).findLast(Boolean);
  return policy ? privateHeaders(policy) : null;
}

/** Paths whose answer is remembered, the pages asked for again and again; a longer path is matched each time. */
const REMEMBERED_PATHS = 2_000;
const REMEMBERED_LENGTH = 512;

/** The private headers of the routes of `build`, set on each request (app.ts makes it per build). */
export function privateAnswers({ routes }: ServerBuild): RequestHandler {
  const tree = routeTree(routes);
  // matchRoutes flattens and ranks the whole route tree on every call: a tenth of a test site's CPU, asked for the
  // same few pages. The answer depends on the path alone; a flood of new paths only starts the memory afresh.
  const headersOf = boundedMemo((path) => privateHeadersOf(routes, tree, path), {
    size: REMEMBERED_PATHS,
    longest: REMEMBERED_LENGTH,
  });
  return (req, res, next) => {
    const headers = headersOf(normalisedPath(req.path));
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    next();
  };
}
