import { ArrowRight } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";
import { Container } from "~/components/ui/container";
import { Glow } from "~/components/ui/glow";
import { paths } from "~/lib/paths";

/**
 * The closing call to action under /references and every case study. It names no price form or
 * delivery time: those differ by package (a custom project takes weeks), and each case states its own.
 */
export function NextProjectBand() {
  return (
    <section
      aria-labelledby="next-project-title"
      className="surface-dark relative overflow-hidden bg-brand-blue text-white"
    >
      <Glow className="-right-20 -bottom-32 size-96 bg-brand-pink/30" />
      <Container className="relative flex flex-col gap-8 py-16 md:flex-row md:items-center md:justify-between md:py-20">
        <div className="max-w-2xl">
          <h2 id="next-project-title" className="text-3xl font-extrabold sm:text-4xl md:text-5xl">
            Redo för ditt nästa projekt?
          </h2>
          <p className="mt-4 text-lg text-white/85">
            Berätta vad du behöver, så får du ett förslag med pris och tidsplan innan vi sätter igång.
          </p>
        </div>
        <a
          href={paths.services}
          className={buttonClasses({
            size: "lg",
            className: "shrink-0 self-start md:self-auto",
          })}
        >
          Se våra tjänster
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
      </Container>
    </section>
  );
}
