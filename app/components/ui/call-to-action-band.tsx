import { ArrowRight } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";
import { Container } from "~/components/ui/container";
import { Glow } from "~/components/ui/glow";

type CallToActionBandProps = {
  /** The heading's id, which labels the section. */
  headingId: string;
  title: string;
  text: string;
  link: { href: string; label: string };
};

/** A page's closing call to action: a blue band above the footer, its heading and one button. */
export function CallToActionBand({ headingId, title, text, link }: CallToActionBandProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="surface-dark relative overflow-hidden bg-brand-blue text-white"
    >
      <Glow className="-right-20 -bottom-32 size-96 bg-brand-pink/30" />
      <Container className="relative flex flex-col gap-8 py-16 md:flex-row md:items-center md:justify-between md:py-20">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-3xl font-extrabold sm:text-4xl md:text-5xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-white/85">{text}</p>
        </div>
        <a
          href={link.href}
          className={buttonClasses({
            size: "lg",
            className: "shrink-0 self-start md:self-auto",
          })}
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
      </Container>
    </section>
  );
}
