import { pageMeta } from "~/lib/seo";
import { Container } from "~/components/ui/container";

export const meta = () =>
  pageMeta({
    title: "Kontakta oss – få en offert på din nya hemsida | Vinga Design",
    description:
      "Berätta vad du behöver så återkommer vi snabbt. Kontakta Vinga Design i Örebro om ny hemsida, redesign, webbapp eller SEO.",
    path: "/contact",
  });

export default function Page() {
  return (
    <Container className="py-20">
      <h1 className="text-5xl font-extrabold">Kontakta oss</h1>
    </Container>
  );
}
