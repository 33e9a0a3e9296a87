import { pageMeta } from "~/lib/seo";
import { Container } from "~/components/ui/container";

export const meta = () =>
  pageMeta({
    title: "Exempel på hemsidor i Örebro – referenser och kundcase | Vinga Design",
    description:
      "Se exempel på hemsidor vi har byggt åt företag i Örebro: kundcase med utmaning, lösning och resultat, plus färdiga designmallar att utgå från.",
    path: "/references",
  });

export default function Page() {
  return (
    <Container className="py-20">
      <h1 className="text-5xl font-extrabold">Referenser</h1>
    </Container>
  );
}
