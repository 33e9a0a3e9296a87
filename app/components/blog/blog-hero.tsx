import { Rss } from "lucide-react";
import { Container } from "~/components/ui/container";

export function BlogHero() {
  return (
    <header className="relative overflow-x-clip">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-32 size-72 rounded-full bg-brand-pink/15 blur-3xl md:size-96"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-24 -left-40 size-64 rounded-full bg-brand-blue/10 blur-3xl"
      />
      <Container className="relative pt-12 pb-10 md:pt-20 md:pb-14">
        <p className="text-sm font-semibold tracking-[0.2em] text-brand-pink-dark uppercase">
          Kunskap &amp; inspiration
        </p>
        <h1 className="mt-3 text-5xl font-extrabold text-ink md:text-7xl">Blogg</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft md:text-xl">
          Guider och tips om webbdesign, användbarhet och SEO – skrivna för dig som driver ett mindre företag
          och vill att hemsidan ska locka fler kunder.
        </p>
        <a
          href="/rss.xml"
          className="mt-6 inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-brand-blue underline-offset-4 hover:underline"
        >
          <Rss aria-hidden="true" className="size-4" />
          Prenumerera via RSS
        </a>
      </Container>
    </header>
  );
}
