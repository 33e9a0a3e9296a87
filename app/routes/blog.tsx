import { pageMeta } from "~/lib/seo";
import { Container } from "~/components/ui/container";

export const meta = () =>
  pageMeta({
    title: "Blogg om webbdesign, användbarhet och SEO | Vinga Design",
    description:
      "Tips och guider om hemsidor för småföretag: vad en hemsida kostar, design, UX, sökmotoroptimering, generativ SEO och GDPR.",
    path: "/blogg",
  });

export default function Page() {
  return (
    <Container className="py-20">
      <h1 className="text-5xl font-extrabold">Blogg</h1>
    </Container>
  );
}
