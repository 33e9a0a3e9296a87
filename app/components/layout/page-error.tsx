import { buttonClasses } from "~/components/ui/button-styles";
import { Container } from "~/components/ui/container";
import { paths } from "~/lib/paths";

/** What an unexpected routing error shows, inside the site's own frame. */
export function PageError({ detail }: { detail: string }) {
  return (
    <Container className="py-24 md:py-32">
      <p className="text-sm font-semibold tracking-[0.2em] text-brand-pink-dark uppercase">Fel</p>
      <h1 className="mt-3 text-4xl font-extrabold md:text-5xl">Unexpected Application Error!</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-soft">
        <code className="rounded bg-sand px-2 py-1 text-base">{detail}</code>
      </p>
      <a href={paths.home} className={buttonClasses({ className: "mt-10" })}>
        Till startsidan
      </a>
    </Container>
  );
}
