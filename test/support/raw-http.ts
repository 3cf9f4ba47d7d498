import net from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Everything the server sent, as it came. */
  raw: string;
}

/**
 * Sends bytes exactly as given (fetch would tidy the path, add a Host, refuse
 * a method) and reads the answer until the server closes the connection.
 */
export function rawRequest(port: number, bytes: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on("data", (d) => chunks.push(d));
    socket.on("error", reject);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = raw.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(":");
        const name = line.slice(0, i).trim().toLowerCase();
        headers[name] = headers[name] ? `${headers[name]}, ${line.slice(i + 1).trim()}` : line.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, body: rest.join("\r\n\r\n"), raw });
    });
  });
}

/** A GET with a raw path, closing the connection after the answer. */
export const rawGet = (port: number, path: string, headers: Record<string, string> = {}) =>
  rawRequest(
    port,
    [
      `GET ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      "Connection: close",
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      "",
      "",
    ].join("\r\n"),
  );
