/**
 * The security headers every answer carries, whatever made it: set by helmet,
 * and worked out once, not per request (they never change while the server
 * runs). Two sets: over HTTPS, HSTS as well (a browser ignores it over plain
 * HTTP, and a site reached by address must not pin itself to HTTPS).
 *
 * Helmet is asked for exactly the headers the site has always sent, no more:
 * its Content-Security-Policy is off (each page has its own, by nonce or by
 * hash: see security.ts), and so are the headers whose defaults would change
 * what a page may load (Cross-Origin-Resource-Policy, Origin-Agent-Cluster) or
 * that old browsers alone read. Permissions-Policy is not one of helmet's.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";

const sameEverywhere = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: "same-origin" },
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: "deny" },
  xPermittedCrossDomainPolicies: false,
  // Express's own header is turned off in app.ts.
  xPoweredBy: false,
  xXssProtection: false,
} as const;

/** What no browser feature of this site needs. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=()";

/** The headers a helmet middleware sets, caught once. */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  let done = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error("helmet did not finish synchronously");
  return { ...headers, "Permissions-Policy": PERMISSIONS_POLICY };
}

const overHttp = Object.freeze(headersSetBy(helmet({ ...sameEverywhere, strictTransportSecurity: false })));
const overHttps = Object.freeze(
  headersSetBy(helmet({ ...sameEverywhere, strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true } })),
);

/** Headers every response carries, whatever produced it. */
export const baseHeaders = (secure: boolean): Readonly<Record<string, string>> => (secure ? overHttps : overHttp);
