import { pageMeta } from "~/lib/seo";
import { Container } from "~/components/ui/container";

export const meta = () =>
  pageMeta({
    title: "Webbyrå i Örebro – hemsidor till fast pris | Vinga Design",
    description:
      "Vinga Design är en webbyrå i Örebro som bygger snabba, sökmotoroptimerade och tillgängliga hemsidor till fast pris – 13 900 kr + moms, klar på 5 arbetsdagar.",
    path: "/",
  });

export default function Page() {
  return (
    <Container className="py-20">
      <h1 className="text-5xl font-extrabold">Webbyra i Örebro</h1>
    </Container>
  );
}
