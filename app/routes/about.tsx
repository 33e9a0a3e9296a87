import { AboutPageContent } from "~/components/about/about-page-content";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Om oss – webbyrån bakom Vinga Design i Örebro",
    description:
      "Möt Vinga Design, en liten webbyrå i Örebro som leds av Sara Lindberg med över 13 års erfarenhet av design, utveckling och SEO.",
    path: "/about",
  });

export default function About() {
  return <AboutPageContent />;
}
