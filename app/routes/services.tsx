import { pageMeta } from "~/lib/seo";
import { Container } from "~/components/ui/container";

export const meta = () =>
  pageMeta({
    title: "Vad kostar en hemsida? Priser och tjänster | Vinga Design",
    description:
      "Vad kostar en hemsida? Färdig hemsida för 13 900 kr + moms med hosting, hemsideprenumeration för 1 900 kr/mån eller en skräddarsydd lösning. Se vad som ingår.",
    path: "/tjanster",
  });

export default function Page() {
  return (
    <Container className="py-20">
      <h1 className="text-5xl font-extrabold">Våra tjänster</h1>
    </Container>
  );
}
