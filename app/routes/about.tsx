import { AboutPageContent } from "~/components/about/about-page-content";
import { aboutMeta } from "~/content/page-meta";
import { pageHead } from "~/lib/seo/pages";
import { paths } from "~/lib/paths";
import { headFromLoader } from "~/lib/seo/head";

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

export const meta = headFromLoader;

export default function About() {
  return <AboutPageContent />;
}
