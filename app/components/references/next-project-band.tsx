import { CallToActionBand } from "~/ui/call-to-action-band";
import { nextProjectBand as copy } from "~/content/projects";
import { paths } from "~/lib/paths";

/**
 * The closing call to action under /references. It names no price or delivery time: those
 * differ by package (a custom project takes weeks). A case study closes with a band of its own
 * about a project like it (app/pages/references/[slug].astro).
 */
export function NextProjectBand() {
  return (
    <CallToActionBand
      headingId="next-project-title"
      title={copy.title}
      text={copy.text}
      link={{ href: paths.services, label: copy.link }}
    />
  );
}
