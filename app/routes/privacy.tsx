import { PrivacyPolicy } from "~/components/privacy/privacy-policy";
import { pageMetaCopy } from "~/content/page-meta";
import { pageHead } from "~/lib/seo/pages";
import { paths } from "~/lib/paths";

export const meta = () =>
  pageHead({
    ...pageMetaCopy.privacy,
    path: paths.privacy,
  });

export default function Page() {
  return <PrivacyPolicy />;
}
