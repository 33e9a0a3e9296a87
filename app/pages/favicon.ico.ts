import { faviconIco } from "~/lib/favicon.server";

/** Written to favicon.ico at build time, from the SVG favicon. */
export async function GET() {
  return new Response(await faviconIco(), { headers: { "Content-Type": "image/x-icon" } });
}
