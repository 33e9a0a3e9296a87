import { AboutPageContent } from "~/components/about/about-page-content";
import { aboutMeta } from "~/content/page-meta";
import { pageHead } from "~/lib/seo/pages";
import { paths } from "~/lib/paths";

export const meta = () =>
  pageHead(
    {
      ...aboutMeta,
      path: paths.about,
    },
    { type: "AboutPage" },
  );

export default function About() {
  return <AboutPageContent />;
}
