import { Mail } from "lucide-react";
import { CallToActionBand } from "~/ui/call-to-action-band";
import { blogContactBandCopy as copy } from "~/content/blog-copy";
import { siteConfig } from "~/site.config";
import { paths } from "~/lib/paths";

/** The blog's own footer, in every page's closing pattern: a question about your website goes straight to our inbox. */
export function BlogContactBand() {
  return (
    <CallToActionBand
      headingId="blog-contact-heading"
      title={copy.title}
      text={copy.text}
      link={{ href: paths.contact, label: copy.link }}
    >
      <a
        href={`mailto:${siteConfig.email}`}
        className="mt-5 inline-flex items-center gap-2 rounded-sm text-lg font-semibold text-white underline decoration-white/60 decoration-2 underline-offset-4 hover:decoration-white"
      >
        <Mail aria-hidden="true" className="size-5" />
        {siteConfig.email}
      </a>
    </CallToActionBand>
  );
}
