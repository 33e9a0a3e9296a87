import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";

/** The name `getent` gives a numeric user or group id, or null when the system has none. */
function nameOf(database: "passwd" | "group", id: number) {
  try {
    return execFileSync("getent", [database, String(id)], { encoding: "utf8" }).split(":")[0] || null;
  } catch {
    return null;
  }
}

/**
 * The `user` line for an nginx that serves `folder`. Started as root, nginx runs its workers as an
 * unprivileged default user (nobody, www-data), which cannot enter a checkout inside a private
 * folder (root's home and `mktemp -d` are mode 700) and answers every request 403: the workers run
 * as the owner of the folder served instead. Started by anyone else, nginx keeps that user and
 * ignores the line, so none is written.
 */
export function workerUserDirective(folder: string, runningAs = process.getuid?.()) {
  if (runningAs !== 0) return "";
  const { uid, gid } = statSync(folder);
  const user = nameOf("passwd", uid);
  const group = nameOf("group", gid);
  if (!user || !group) {
    throw new Error(
      `${folder} belongs to user ${uid} and group ${gid}, which have no names on this system: nginx's workers cannot be run as them`,
    );
  }
  return `user ${user} ${group};`;
}

/**
 * A whole nginx.conf for a server run by a script on loopback, in the foreground, with every
 * temporary path inside `prefix` (no system folders). `http` is the site part; `servedFolder` the
 * files it serves, which decides the workers' user when started as root.
 */
export function nginxConfig(prefix: string, http: string, servedFolder: string) {
  return `daemon off;
${workerUserDirective(servedFolder)}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${http}
}
`;
}
