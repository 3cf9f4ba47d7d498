// The production server as a process of its own, for the tests that stop or kill it and start it again over the
// same data directory.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import bundle from "../../scripts/server-bundle.json" with { type: "json" };

/** A port on 127.0.0.1 that nothing listens on, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The production server (server/main.ts as the build bundled it) over `dataDir` on `port`, with `password` for the
 * first admin. `start` runs a process and resolves with it once the home page answers, however long a busy machine
 * takes (the test's own budget bounds it).
 */
export function productionServer(dataDir: string, { port, password }: { port: number; password: string }) {
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: password,
  };
  return {
    url,
    async start(): Promise<ChildProcess> {
      const child = spawn(process.execPath, [bundle.entry], { env, stdio: "ignore" });
      while (!(await fetch(`${url}/`).catch(() => null))?.ok) await new Promise((r) => setTimeout(r, 100));
      return child;
    },
  };
}

/** Sends `signal` (a restart's SIGTERM unless told) and waits until the process has exited. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  const exited = new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.once("exit", () => resolve()),
  );
  child.kill(signal);
  await exited;
}
