/**
 * The environment: every variable the server and its scripts read, checked
 * once with Zod, with a message a person can act on for a bad value. An empty
 * variable counts as not set.
 */
import { z } from "zod";

const unset = (v: unknown) => (v === "" ? undefined : v);

const schema = z.object({
  /** "development" runs Vite with hot reload; anything else serves the production build. */
  NODE_ENV: z.preprocess(unset, z.string().default("production")),
  PORT: z.preprocess(
    unset,
    z.coerce
      .number({ error: "PORT must be a port number from 0 to 65535" })
      .int("PORT must be a port number from 0 to 65535")
      .min(0, "PORT must be a port number from 0 to 65535")
      .max(65535, "PORT must be a port number from 0 to 65535")
      .default(3000),
  ),
  HOST: z.preprocess(unset, z.string().default("0.0.0.0")),
  /** The SQLite database (site.db) and the uploaded photos (images/). */
  DATA_DIR: z.preprocess(unset, z.string().default("./data")),
  /** The first admin's name, made on the first start (and the default of npm run admin:password). */
  ADMIN_USERNAME: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .max(100, "ADMIN_USERNAME must be 100 characters or fewer")
      .regex(/^[^\s]+$/, "ADMIN_USERNAME must be one word, without spaces")
      .default("admin"),
  ),
  /** The first admin's password; without it a strong one is made and printed once. Checked by the password rules. */
  ADMIN_PASSWORD: z.preprocess(unset, z.string().optional()),
  /**
   * "smallest" (default): every held public page is also compressed at its smallest (brotli 11, Zopfli) after each
   * change. "quick": only quickly (brotli 5, gzip 9), for the tests' short-lived sites (docs/decisions/054).
   */
  PAGE_COMPRESSION: z.preprocess(
    unset,
    z.enum(["smallest", "quick"], 'PAGE_COMPRESSION must be "smallest" or "quick"').default("smallest"),
  ),
  ADMIN_EMAIL: z.preprocess(unset, z.email("ADMIN_EMAIL must be an email address like owner@example.com").optional()),
});

export type Env = z.output<typeof schema>;

/** The environment, checked; a bad value stops the start with every problem named. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${issue.message} (${name} is "${String(source[name]).slice(0, 60)}")`;
  });
  throw new Error(
    `The environment has ${problems.length === 1 ? "a problem" : "problems"}:\n  ${problems.join("\n  ")}`,
  );
}
