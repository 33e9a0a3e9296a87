import { appleTouchIcon } from "~/lib/favicon.server";

/** Written to apple-touch-icon.png at build time, from the SVG favicon. */
export async function GET() {
  return new Response(await appleTouchIcon(), { headers: { "Content-Type": "image/png" } });
}
