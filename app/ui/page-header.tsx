import type { ReactNode } from "react";
import { Container } from "./container";
import { Glow } from "./glow";
import { Eyebrow } from "~/ui/eyebrow";

type PageHeaderProps = { eyebrow: string; title: string; intro: string; children?: ReactNode };

/** A page's opening on the light background: eyebrow, its one h1, the introduction, and extras. */
export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  return (
    <header className="relative overflow-x-clip">
      <Glow className="-top-24 -right-24 size-72 bg-brand-pink-soft md:size-96" />
      <Glow className="top-40 -left-32 size-80 bg-brand-blue-soft/70" />
      <Container className="relative pt-12 pb-10 md:pt-20 md:pb-14">
        <Eyebrow>{eyebrow}</Eyebrow>
        <h1 className="mt-3 text-5xl font-extrabold text-ink sm:text-6xl md:text-7xl">{title}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-pretty text-ink-soft md:text-xl">{intro}</p>
        {children}
      </Container>
    </header>
  );
}
