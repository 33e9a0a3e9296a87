import { pageMeta } from "~/lib/seo";
import { Container } from "~/components/ui/container";

export const meta = () =>
  pageMeta({
    title: "Om oss – webbyrån bakom Vinga Design i Örebro",
    description:
      "Möt Vinga Design, en liten webbyrå i Örebro som leds av Sara Lindberg med över 13 års erfarenhet av design, utveckling och SEO.",
    path: "/about",
  });

export default function Page() {
  return (
    <Container className="py-20">
      <h1 className="text-5xl font-extrabold">Om oss</h1>
    </Container>
  );
}
