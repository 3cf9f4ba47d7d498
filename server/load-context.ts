/**
 * The React Router build the server runs, and the context it hands each
 * request. The routes read their services from React Router's context with
 * keys from the build's own copy of ~/services.server; this process runs
 * server/ from source, with another copy whose keys the routes would not
 * know. So the context is made by the build's `requestContextOf`, which the
 * build's entry exports (app/entry.server.tsx), in production and in
 * development (Vite's build, loaded again after an edit) alike.
 */
import type { RequestHandler } from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import type { RequestInfo, Services } from "~/services.server";

/** The production build, or in development a function that loads Vite's current one. */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

type ContextMaker = (services: Services, request: RequestInfo) => RouterContextProvider;

/** The build's own maker of a request's context. */
export function contextMakerOf(build: ServerBuild): ContextMaker {
  const { requestContextOf } = build.entry.module as { requestContextOf?: ContextMaker };
  if (typeof requestContextOf !== "function") {
    throw new Error("The server build's entry (app/entry.server.tsx) must export requestContextOf.");
  }
  return requestContextOf;
}

/**
 * One thing made per build, and again only when the build is another (in
 * development, after an edit): `make` runs once for each build it is given.
 */
export function perBuild<T>(source: BuildSource, make: (build: ServerBuild) => T): () => Promise<T> {
  const made = new WeakMap<ServerBuild, T>();
  const load = typeof source === "function" ? source : () => Promise.resolve(source);
  return () =>
    load().then((build) => {
      if (!made.has(build)) made.set(build, make(build));
      return made.get(build)!;
    });
}

/**
 * A middleware made per build. The production build is at hand: its
 * middleware is made once and a request goes through it at once, as through
 * any other.
 */
export function perBuildMiddleware(source: BuildSource, make: (build: ServerBuild) => RequestHandler): RequestHandler {
  if (typeof source !== "function") return make(source);
  const current = perBuild(source, make);
  return (req, res, next) => {
    current()
      .then((middleware) => middleware(req, res, next))
      .catch(next);
  };
}
