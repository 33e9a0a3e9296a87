import { PageHeader } from "~/components/ui/page-header";

/** The page's opening: its one h1 and the introduction. */
export function ReferencesHeader({ title, intro }: { title: string; intro: string }) {
  return <PageHeader eyebrow="Kundcase & projekt" title={title} intro={intro} />;
}
