/**
 * `npm run load`: wrk against the production build, served by nginx (hosting/nginx rules) and by
 * `npm start`'s server, on loopback only, 10 s per target. Prints requests/s, p99 latency and
 * errors, and fails when any request errs or a valid path answers other than 2xx/3xx.
 */
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { buildDirectory } from "../build-steps/build-directory.ts";
import { createStaticServer } from "../hosting/node/static-server.ts";

const duration = process.env.LOAD_SECONDS ?? "10";
const paths = ["/", "/blogg/vad-kostar-en-hemsida"];
const nginxPort = 4190;

const nodeServer = createStaticServer({ root: buildDirectory }).listen(0, "127.0.0.1");
await once(nodeServer, "listening");
const nginx = spawn("node", ["hosting/serve-nginx.ts", "--port", String(nginxPort)], { stdio: "ignore" });
await new Promise((resolve) => setTimeout(resolve, 1000));

const targets = {
  nginx: `http://127.0.0.1:${nginxPort}`,
  "npm start": `http://127.0.0.1:${(nodeServer.address() as AddressInfo).port}`,
};

type Row = { server: string; path: string; rps: number; p99: string; errors: number; non2xx: number };
const rows: Row[] = [];
try {
  for (const [server, origin] of Object.entries(targets)) {
    for (const path of paths) {
      // Asynchronous, so the in-process `npm start` server keeps answering while wrk runs.
      const { stdout: output } = await promisify(execFile)(
        "wrk",
        ["-t2", "-c32", `-d${duration}s`, "--latency", "-H", "Accept-Encoding: br, gzip", origin + path],
        { timeout: (Number(duration) + 20) * 1000 },
      );
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
      const p99 = /\s99%\s+(\S+)/.exec(output)?.[1] ?? "?";
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
        output,
      );
      const errors = socketErrors ? socketErrors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0;
      const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
      rows.push({ server, path, rps, p99, errors, non2xx });
    }
  }
} finally {
  nginx.kill("SIGTERM");
  nodeServer.close();
}

console.log(`\nwrk -t2 -c32 -d${duration}s on loopback, ${new Date().toISOString()}\n`);
console.log("| Server | Path | Requests/s | p99 latency | Socket errors | Non-2xx/3xx |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const row of rows) {
  console.log(
    `| ${row.server} | ${row.path} | ${row.rps.toFixed(0)} | ${row.p99} | ${row.errors} | ${row.non2xx} |`,
  );
}
const failed = rows.filter((row) => row.errors > 0 || row.non2xx > 0).length;
console.log(`\nload: ${rows.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
