import { hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id (a const enum, which this build cannot import). */
const ARGON2ID = 2;

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** At most this many hashes compute at once, so a burst of sign-ins cannot exhaust memory. */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export const hashPassword = (password: string) => limited(() => hash(password, ARGON2_OPTIONS));

export const verifyPassword = (passwordHash: string, password: string) =>
  limited(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });

/** How many hashes are computing now (for tests of the limit). */
export const hashingNow = () => running;

export { MIN_PASSWORD_LENGTH } from "./password-schema";
