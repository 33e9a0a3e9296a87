import { Container } from "~/ui/container";
import { Glow } from "~/ui/glow";
import { footerNavItems } from "~/content/navigation";
import { footerBlurb, footerCopy as copy, footerQuote } from "~/content/site-copy";
import { siteConfig } from "~/site.config";
import { BusinessDetails } from "./business-details";
import { CookieSettingsButton } from "~/widgets/cookie-consent/cookie-settings-button";
import { CurrentYear } from "~/widgets/current-year/current-year";
import { anchors } from "~/lib/paths";

const linkClasses =
  "rounded-sm text-white/80 underline-offset-4 transition-colors hover:text-white hover:underline";

export function SiteFooter() {
  return (
    <footer
      id={anchors.siteFooter}
      className="surface-dark relative mt-auto overflow-hidden bg-brand-navy text-white"
    >
      <Glow className="-top-32 -right-24 size-80 bg-brand-pink/25" />
      {/* Three columns only from 1024 px: at 768 a third of the width squeezed the quote into eight
          short lines beside empty space, so there it has the whole row and the links share the next. */}
      <Container className="relative grid gap-12 py-16 md:grid-cols-2 md:py-20 lg:grid-cols-[1.4fr_1fr_1fr]">
        <div className="md:max-lg:col-span-2">
          <figure>
            <blockquote className="font-display text-2xl leading-snug font-semibold text-balance md:text-[1.7rem]">
              ”{footerQuote.text}”
            </blockquote>
            <figcaption className="mt-4 text-sm text-white/75">— {footerQuote.author}</figcaption>
          </figure>
          <p className="mt-8 max-w-md text-white/80">{footerBlurb}</p>
        </div>
        <nav aria-label={copy.label}>
          <h2 className="text-sm font-semibold tracking-[0.2em] text-white/60 uppercase">
            {copy.pagesTitle}
          </h2>
          <ul className="mt-4 space-y-3">
            {footerNavItems.map((item) => (
              <li key={item.to}>
                <a href={item.to} className={linkClasses}>
                  {item.label}
                </a>
              </li>
            ))}
            {/* No empty item while the button waits for its script. */}
            <li className="has-[>button[hidden]]:hidden">
              <CookieSettingsButton className={`${linkClasses} cursor-pointer`} />
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-[0.2em] text-white/60 uppercase">
            {copy.contactTitle}
          </h2>
          <BusinessDetails className="mt-4" linkClassName={linkClasses} textClassName="text-white/80" />
        </div>
      </Container>
      <Container
        id={anchors.pageEnd}
        className="relative border-t border-white/15 py-6 text-sm text-white/70"
      >
        <p>
          © <CurrentYear /> {copy.rights(siteConfig.name)}
        </p>
      </Container>
    </footer>
  );
}
