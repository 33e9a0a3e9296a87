import { ArrowRight } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";
import { Glow } from "~/components/ui/glow";
import { heroBadges, heroCta, heroHeadline, heroTagline } from "~/content/hero";
import { HeroBadges } from "./hero-badges";
import { anchors, paths } from "~/lib/paths";

const [headlineStart, ...headlineRest] = heroHeadline.split(" ");
const headlineEnd = headlineRest.join(" ");

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <Glow className="-top-24 -left-24 size-[28rem] bg-brand-pink-soft" />
        {/* Hung from the top below lg: there the hero's height follows its text, which the brand
            fonts rewrap, and a patch hung from the bottom would move with it (a layout shift). */}
        <Glow className="top-[23.5rem] -right-32 size-[32rem] bg-brand-blue-soft lg:top-auto lg:-bottom-32" />
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(20_23_43/0.07)_1px,transparent_0)] [background-size:28px_28px]" />
      </div>
      <HeroBadges badges={heroBadges} />
      <div className="relative mx-auto flex min-h-[42rem] max-w-3xl flex-col items-center justify-center px-5 py-44 text-center max-[22em]:min-h-0 max-[22em]:pt-10 max-[22em]:pb-16 lg:min-h-[44rem] lg:py-24">
        <p className="text-sm font-semibold tracking-[0.25em] text-brand-pink-dark uppercase">
          Hemsidor till fast pris
        </p>
        <h1
          id="hero-title"
          className="mt-4 text-5xl leading-[1.02] font-extrabold text-ink sm:text-6xl lg:text-[5.5rem]"
        >
          {/* A fixed break: the fallback font must wrap exactly where the web font does. */}
          {headlineStart} <br />
          {headlineEnd}
        </h1>
        <p className="mt-6 max-w-xl text-lg text-pretty text-ink-soft sm:text-xl">{heroTagline}</p>
        <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row">
          <a href={paths.services} className={buttonClasses({ size: "lg" })}>
            {heroCta}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
          <a
            href={`#${anchors.process}`}
            className={buttonClasses({ size: "lg", variant: "ghost", className: "text-ink" })}
          >
            Så går det till
          </a>
        </div>
      </div>
    </section>
  );
}
