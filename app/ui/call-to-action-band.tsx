import type { ReactNode } from "react";
import { Container } from "~/ui/container";
import { Glow } from "~/ui/glow";
import { cn } from "~/lib/cn";
import { OnwardLink } from "./onward-link";

type CallToActionBandProps = {
  /** The heading's id, which labels the section. */
  headingId: string;
  title: string;
  text: string;
  link: { href: string; label: string };
  /** More to say under the text, e.g. the blog's e-mail address. */
  children?: ReactNode;
  /** Room above the panel where the section before it has none of its own. */
  className?: string;
};

/**
 * Every page's closing call to action, one pattern: a rounded blue panel with its heading and one
 * button. The panel stands in the page's own background, clear of the navy footer, and its button
 * is white: raspberry on this blue measured 1.45:1 and did not read as a button.
 */
export function CallToActionBand({
  headingId,
  title,
  text,
  link,
  children,
  className,
}: CallToActionBandProps) {
  return (
    <section
      aria-labelledby={headingId}
      data-testid="closing-band"
      className={cn("pb-16 md:pb-24", className)}
    >
      <Container>
        <div className="surface-dark relative isolate flex flex-col gap-8 overflow-hidden rounded-[2rem] bg-brand-blue px-6 py-12 text-white sm:px-10 md:flex-row md:items-center md:justify-between md:px-14 md:py-16">
          <Glow className="-right-20 -bottom-32 -z-10 size-96 bg-brand-pink/30" />
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-3xl font-extrabold text-balance sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-lg text-white/85">{text}</p>
            {children}
          </div>
          <OnwardLink href={link.href} variant="light" size="lg" className="shrink-0 self-start md:self-auto">
            {link.label}
          </OnwardLink>
        </div>
      </Container>
    </section>
  );
}
