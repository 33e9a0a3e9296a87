import { Mail, Menu, Phone } from "lucide-react";
import { buttonClasses } from "~/ui/button-styles";
import { Modal, ModalClose } from "~/widgets/modal/modal";
import { contactNavItem, headerCopy as copy, homeNavItem, mainNavItems } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { siteConfig } from "~/site.config";
import { LogoMark } from "~/ui/logo";
import { NavLinkItems } from "~/ui/nav-link-items";
import { CURRENT_PAGE } from "./current-page";

const MENU_ID = "mobile-menu";

/**
 * Where the screen is small for the text size (a 320 px phone, or text enlarged to 200 %): every
 * control must stay shorter than the screen, or Tab lands on one that is partly off it.
 */
const TIGHT =
  "max-[20em]:text-xl max-[20em]:px-3 max-[20em]:py-2 [@media(max-height:32em)]:text-2xl [@media(max-height:32em)]:py-2";

/**
 * The menu button below 768 px and the full-screen navigation it opens: a native dialog opened
 * and closed by invoker commands, so the first tap works before any script has run, and without
 * one. Its top row repeats the header's (logo left, button right) at the same place, so the
 * close button appears where the menu button was; where the row has no room for both, the button
 * goes under the logo, still at the right.
 */
export function MobileMenu({ tone, currentPath }: { tone: "light" | "dark"; currentPath: string }) {
  const [mailbox, domain] = siteConfig.email.split("@");
  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={MENU_ID}
        aria-haspopup="dialog"
        aria-label={copy.openMenu}
        className={cn(
          buttonClasses({ variant: "ghost", size: "icon" }),
          "md:hidden",
          tone === "dark" ? "text-white hover:bg-white/10" : "text-ink",
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <Modal
        id={MENU_ID}
        variant="fullScreen"
        aria-labelledby={`${MENU_ID}-title`}
        className="surface-light flex-col overflow-y-auto px-5 pb-10 open:flex max-[20em]:px-3 sm:px-8 md:hidden"
      >
        <div className="flex min-h-20 flex-wrap items-center justify-between gap-x-4">
          <p id={`${MENU_ID}-title`}>
            <LogoMark tone="light" />
            <span className="sr-only">{copy.menuTitleSuffix}</span>
          </p>
          <ModalClose
            dialogId={MENU_ID}
            variant="ghost"
            iconOnly
            label={copy.closeMenu}
            className="ml-auto"
          />
        </div>
        <nav aria-label={copy.mainMenu} className="mt-6">
          <ul className="flex flex-col gap-1">
            <NavLinkItems
              items={[homeNavItem, ...mainNavItems]}
              currentPath={currentPath}
              linkClassName={(current) =>
                cn(
                  "block rounded-2xl px-4 py-3 font-display text-3xl font-bold",
                  TIGHT,
                  current ? cn("bg-brand-pink-soft text-ink", CURRENT_PAGE) : "text-ink hover:bg-ink/5",
                )
              }
            />
          </ul>
          <a
            href={contactNavItem.to}
            className={buttonClasses({ size: "lg", className: "mt-8 w-full max-[20em]:px-4" })}
          >
            {contactNavItem.label}
          </a>
        </nav>
        {/* Both ways to reach us, the number first: on a phone a tap calls. */}
        <p className="mt-auto flex flex-col items-start gap-3 pt-10 text-ink-soft">
          <a
            href={`tel:${siteConfig.business.phoneInternational}`}
            className="inline-flex items-center gap-2 rounded-sm font-semibold underline underline-offset-4"
          >
            <Phone aria-hidden="true" className="size-5" />
            {siteConfig.business.phone}
          </a>
          <a
            href={`mailto:${siteConfig.email}`}
            className="inline-flex items-center gap-2 rounded-sm font-semibold underline underline-offset-4"
          >
            <Mail aria-hidden="true" className="size-5" />
            {/* Where the address must wrap, it wraps after the @, not inside a word. */}
            <span>
              {mailbox}@<wbr />
              {domain}
            </span>
          </a>
        </p>
      </Modal>
    </>
  );
}
