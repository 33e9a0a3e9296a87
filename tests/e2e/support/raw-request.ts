import { connect } from "node:net";

/** `headerLines` keeps every header line as sent, repeats included, where `headers` keeps the last. */
export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  headerLines: string[];
  body: string;
};

/**
 * One request written byte for byte over a socket, for request targets that a URL
 * parser would rewrite or refuse (`/\`, `//a:65536/`, `*`) and headers a client would not send,
 * or leave out (`withHost: false`), in a request line of any `version`. Header names come back
 * in lower case; a status of 0 means the connection closed unanswered.
 */
export function rawRequest(
  origin: string,
  target: string,
  {
    method = "GET",
    headers = {},
    version = "HTTP/1.1",
    withHost = true,
  }: { method?: string; headers?: Record<string, string>; version?: string; withHost?: boolean } = {},
) {
  const { hostname, port } = new URL(origin);
  const head = [
    `${method} ${target} ${version}`,
    ...(withHost ? [`Host: ${hostname}`] : []),
    "Connection: close",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return new Promise<RawResponse>((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [statusLine = "", ...lines] = (text.split("\r\n\r\n")[0] ?? "").split("\r\n");
      const headerEntries = lines.map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
      });
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers: Object.fromEntries(headerEntries),
        headerLines: lines,
        body: text.slice(text.indexOf("\r\n\r\n") + 4),
      });
    });
    socket.write(`${head.join("\r\n")}\r\n\r\n`);
  });
}
