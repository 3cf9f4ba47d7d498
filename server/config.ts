/** Environment, read once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST || "0.0.0.0",
    production: env.NODE_ENV !== "development",
    dataDir: env.DATA_DIR || "./data",
  };
}
