import { AboutPageContent } from "~/components/about/about-page-content";
import { pageMetaCopy } from "~/content/page-meta";
import { pageHead } from "~/lib/seo/pages";
import { paths } from "~/lib/paths";

export const meta = () =>
  pageHead(
    {
      ...pageMetaCopy.about,
      path: paths.about,
    },
    { type: "AboutPage" },
  );

export default function About() {
  return <AboutPageContent />;
}
