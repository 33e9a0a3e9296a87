import { PrivacyPolicy } from "~/components/privacy/privacy-policy";
import { pageHead } from "~/lib/seo/pages";
import { paths } from "~/lib/paths";

export const meta = () =>
  pageHead({
    title: "Integritetspolicy | Vinga Design",
    description:
      "Så behandlar Vinga Design dina personuppgifter och cookies: vilka uppgifter vi samlar in, varför, hur länge och vilka rättigheter du har.",
    path: paths.privacy,
  });

export default function Page() {
  return <PrivacyPolicy />;
}
