import { AboutPageContent } from "~/components/about/about-page-content";
import { pageHead } from "~/lib/seo/pages";
import { paths } from "~/lib/paths";

export const meta = () =>
  pageHead(
    {
      title: "Om oss – webbyrån bakom Vinga Design i Örebro",
      description:
        "Möt Vinga Design, en liten webbyrå i Örebro som leds av Sara Lindberg med över 13 års erfarenhet av design, utveckling och SEO.",
      path: paths.about,
    },
    { type: "AboutPage" },
  );

export default function About() {
  return <AboutPageContent />;
}
