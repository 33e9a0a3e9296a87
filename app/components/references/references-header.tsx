import { Container } from "~/components/ui/container";

/** The page's opening: its one h1 and the introduction. */
export function ReferencesHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="relative overflow-x-clip">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-brand-pink-soft blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-40 -left-32 size-80 rounded-full bg-brand-blue-soft/70 blur-3xl"
      />
      <Container className="relative pt-14 pb-12 md:pt-20 md:pb-16">
        <p className="text-sm font-semibold tracking-[0.2em] text-brand-pink-dark uppercase">
          Kundcase &amp; projekt
        </p>
        <h1 className="mt-3 text-5xl font-extrabold sm:text-6xl md:text-7xl">{title}</h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-pretty text-ink-soft md:text-xl">{intro}</p>
      </Container>
    </header>
  );
}
