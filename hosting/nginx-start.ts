import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

/**
 * The status of GET `url`, or null while nothing answers there within a second (something else
 * may hold the port); a self-signed certificate is accepted.
 */
function statusOf(url: string) {
  return new Promise<number | null>((resolve) => {
    const request = (url.startsWith("https:") ? httpsRequest : httpRequest)(
      url,
      { rejectUnauthorized: false },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? null);
      },
    );
    request.setTimeout(1000, () => request.destroy());
    request.on("error", () => resolve(null));
    request.end();
  });
}

/**
 * Starts nginx on `prefix/nginx.conf` (in the foreground, its log on this process's stderr) and
 * resolves once GET `probeUrl` answers 200. Otherwise it rejects with the cause named: nginx
 * stopped (a port taken, a config error: its own line above says which), or it answers but cannot
 * read `servedFolder`. A test run or a benchmark then stops at once with that one message, not
 * with a failure per request that looks like a fault of the site.
 */
export async function startNginx(prefix: string, probeUrl: string, servedFolder: string) {
  const binary = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
  const nginx: ChildProcess = spawn(binary, ["-p", prefix, "-c", "nginx.conf"], { stdio: "inherit" });
  let stopped: string | null = null;
  nginx.on("error", (error) => (stopped = `${binary} could not be started (${error.message})`));
  nginx.on("exit", (code, signal) => (stopped ??= `nginx stopped (${signal ?? `exit code ${code}`})`));

  for (let attempt = 0; attempt < 100; attempt++) {
    if (stopped) throw new Error(`${stopped} before it served anything; its own message is above.`);
    const status = await statusOf(probeUrl);
    if (status === 200) return nginx;
    if (status !== null) {
      nginx.kill("SIGQUIT");
      throw new Error(
        `nginx answers GET ${probeUrl} with ${status}, not 200: it cannot read the files in ${servedFolder}. ` +
          "Its own log line above names the file and the reason (a missing build, a folder its workers may not enter).",
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  nginx.kill("SIGQUIT");
  throw new Error(`nginx did not answer GET ${probeUrl} within 10 seconds.`);
}
