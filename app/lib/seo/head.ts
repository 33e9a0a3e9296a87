import type { MetaDescriptor } from "react-router";

/**
 * Every content route's `meta`: the head its build-time `loader` made (meta tags and the JSON-LD
 * graph). It arrives with the page's data, so the structured-data code never ships to the browser.
 */
export const headFromLoader = ({ loaderData }: { loaderData?: { head: MetaDescriptor[] } }) =>
  loaderData?.head ?? [];
