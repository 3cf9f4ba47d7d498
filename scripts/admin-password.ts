// npm run admin:password [-- USERNAME]: set a new admin password and end every session.
// The password is read from ADMIN_PASSWORD, or typed (hidden), or one line of standard input.
import { createInterface } from "node:readline";
import { createAuthService } from "~/auth/auth.server";
import { openContentStore } from "~/store.server";
import { MIN_PASSWORD_LENGTH } from "~/auth/password.server";
import { openDatabase } from "~/db/database.server";
import { readEnv } from "~/env.server";

const env = readEnv();
const username = process.argv[2] || env.ADMIN_USERNAME;
const dataDir = env.DATA_DIR;

async function readPassword(): Promise<string> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (process.stdin.isTTY) {
    process.stdout.write(`New password for ${username} (at least ${MIN_PASSWORD_LENGTH} characters): `);
    // Hide what is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  }
  const line: string = await new Promise((resolve) => rl.once("line", resolve));
  rl.close();
  if (process.stdin.isTTY) process.stdout.write("\n");
  return line;
}

const db = openDatabase(dataDir);
const brand = openContentStore(db).settings().brand;
const result = await createAuthService(db).setPassword(username, await readPassword(), { brand });
db.$client.close();
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}
console.log(`Password changed for ${username}. ${result.sessionsEnded} session(s) ended: sign in again.`);
