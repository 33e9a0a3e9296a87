import { PrivacyPolicy } from "~/components/privacy/privacy-policy";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Integritetspolicy | Vinga Design",
    description:
      "Så behandlar Vinga Design dina personuppgifter och cookies: vilka uppgifter vi samlar in, varför, hur länge och vilka rättigheter du har.",
    path: "/integritetspolicy",
  });

export default function Page() {
  return <PrivacyPolicy />;
}
