import { PrivacyPolicy } from "~/components/privacy/privacy-policy";
import { privacyMeta } from "~/content/page-meta";
import { pageHead } from "~/lib/seo/pages";
import type { Route } from "./+types/privacy";
import { paths } from "~/lib/paths";

export function loader() {
  return {
    head: pageHead({
      ...privacyMeta,
      path: paths.privacy,
    }),
  };
}

// The head (meta tags and JSON-LD) is built at build time and arrives with the page's data, so
// the structured-data code never ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? [];

export default function Page() {
  return <PrivacyPolicy />;
}
