/**
 * A whole nginx.conf for a server run by a script on loopback, in the foreground, with every
 * temporary path inside `prefix` (no root rights, no system folders). `http` is the site part.
 */
export function nginxConfig(prefix: string, http: string) {
  return `daemon off;
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
