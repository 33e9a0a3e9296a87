import { pageMeta } from "~/lib/seo";
import { Container } from "~/components/ui/container";

export const meta = () =>
  pageMeta({
    title: "Integritetspolicy | Vinga Design",
    description:
      "Så behandlar Vinga Design dina personuppgifter och cookies: vilka uppgifter vi samlar in, varför, hur länge och vilka rättigheter du har.",
    path: "/integritetspolicy",
  });

export default function Page() {
  return (
    <Container className="py-20">
      <h1 className="text-5xl font-extrabold">Integritetspolicy</h1>
    </Container>
  );
}
