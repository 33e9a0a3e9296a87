/** What a request target asks for: a normalised path on this site and the query string as sent. */
export type TargetPath = { pathname: string; search: string };

/** `%` not followed by two hex digits: nginx answers 400, and so does `npm start`. */
const BROKEN_ESCAPE = /%(?![0-9a-f]{2})/i;

/**
 * Percent-decodes like nginx: byte by byte, then as UTF-8. Node hands the target over as latin1
 * (one character per byte), so raw UTF-8 bytes and escapes decode alike; bytes that are not UTF-8
 * become U+FFFD and name no file (404), where `decodeURIComponent` would throw.
 */
function decodePath(raw: string) {
  const bytes = raw.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/**
 * The path a request target names, read the way nginx reads it (decision 0030): origin form
 * (`/about?x`) or absolute form (`http://host/about`), percent-decoded, runs of slashes merged
 * (nginx's `merge_slashes`), dot segments resolved; a backslash is an ordinary character. Null
 * for a target that names no path on this site (`*`, an authority, a broken escape, a NUL byte,
 * a host that does not parse, `..` above the root), which is answered 400.
 */
export function pathOfTarget(target: string): TargetPath | null {
  const absolute = /^https?:\/\/([^/?#]*)(.*)$/is.exec(target);
  if (absolute) {
    const [, authority = "", rest = ""] = absolute;
    if (!URL.canParse(`http://${authority}/`)) return null;
    target = rest.startsWith("/") ? rest : `/${rest}`;
  }
  if (!target.startsWith("/")) return null;

  const withoutFragment = target.split("#", 1)[0] ?? "";
  const queryAt = withoutFragment.indexOf("?");
  const rawPath = queryAt === -1 ? withoutFragment : withoutFragment.slice(0, queryAt);
  const search = queryAt === -1 ? "" : withoutFragment.slice(queryAt);
  if (BROKEN_ESCAPE.test(rawPath)) return null;
  const decoded = decodePath(rawPath);
  if (decoded.includes("\0")) return null;

  const parts = decoded.split("/").slice(1);
  const segments: string[] = [];
  for (const part of parts) {
    if (part === "..") {
      if (segments.pop() === undefined) return null;
    } else if (part !== "." && part !== "") {
      segments.push(part);
    }
  }
  const last = parts.at(-1);
  const trailingSlash = segments.length > 0 && (last === "" || last === "." || last === "..");
  return { pathname: `/${segments.join("/")}${trailingSlash ? "/" : ""}`, search };
}
