import { AboutPageContent } from "~/components/about/about-page-content";
import { aboutMeta } from "~/content/page-meta";
import { pageHead } from "~/lib/seo/pages";
import type { Route } from "./+types/about";
import { paths } from "~/lib/paths";

export function loader() {
  return {
    head: pageHead(
      {
        ...aboutMeta,
        path: paths.about,
      },
      { type: "AboutPage" },
    ),
  };
}

// The head (meta tags and JSON-LD) is built at build time and arrives with the page's data, so
// the structured-data code never ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function About() {
  return <AboutPageContent />;
}
