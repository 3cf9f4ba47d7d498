// The physical limit `npm run bench` measures the site against: a bare
// node:http server that answers each path with the exact status, headers and
// (already compressed) bytes the site sent for it once, from memory, doing
// nothing else. Started by scripts/bench.mjs with the answers in a JSON file.
import { readFileSync } from "node:fs";
import http from "node:http";

const [file, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, "utf8"))).map(([path, a]) => {
    const body = Buffer.from(a.body, "base64");
    return [path, { status: a.status, headers: [...a.headers, "content-length", String(body.length)], body }];
  }),
);

http
  .createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log("listening"));
