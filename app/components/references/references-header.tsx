import { PageHeader } from "~/ui/page-header";
import { referencesIntro } from "~/content/projects";

/** The page's opening: its one h1 and the introduction. */
export function ReferencesHeader({ title, intro }: { title: string; intro: string }) {
  return <PageHeader eyebrow={referencesIntro.eyebrow} title={title} intro={intro} />;
}
