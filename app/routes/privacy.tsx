import { PrivacyPolicy } from "~/components/privacy/privacy-policy";
import { privacyMeta } from "~/content/page-meta";
import { pageHead } from "~/lib/seo/pages";
import { paths } from "~/lib/paths";
import { headFromLoader } from "~/lib/seo/head";

export function loader() {
  return {
    head: pageHead({
      ...privacyMeta,
      path: paths.privacy,
    }),
  };
}

export const meta = headFromLoader;

export default function Page() {
  return <PrivacyPolicy />;
}
