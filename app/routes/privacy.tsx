import { PrivacyPolicy } from "~/components/privacy/privacy-policy";
import { privacyMeta } from "~/content/page-meta";
import { pageHead } from "~/lib/seo/pages";
import { paths } from "~/lib/paths";

export const meta = () =>
  pageHead({
    ...privacyMeta,
    path: paths.privacy,
  });

export default function Page() {
  return <PrivacyPolicy />;
}
