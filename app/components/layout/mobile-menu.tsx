import { Menu, X } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";
import { Modal } from "~/components/ui/modal";
import { contactNavItem, homeNavItem, mainNavItems } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { isCurrentPath } from "~/lib/navigation";
import { siteConfig } from "~/site.config";

const MENU_ID = "mobile-menu";

/**
 * The menu button below 768 px and the full-screen navigation it opens: a native dialog opened
 * and closed by invoker commands, so the first tap works before any script has run.
 */
export function MobileMenu({ tone, currentPath }: { tone: "light" | "dark"; currentPath: string }) {
  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={MENU_ID}
        aria-haspopup="dialog"
        aria-label="Öppna menyn"
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
        className="flex-col overflow-y-auto px-6 pt-5 pb-10 open:flex md:hidden"
      >
        <div className="flex items-center justify-between gap-4">
          <p id={`${MENU_ID}-title`} className="leading-none">
            <span className="block font-display text-[1.75rem] font-extrabold tracking-tight text-ink">
              {siteConfig.logoWord}
              <span aria-hidden="true" className="text-brand-pink">
                .
              </span>
            </span>
            <span className="mt-0.5 block pl-0.5 text-xs font-semibold tracking-[0.3em] text-brand-pink-dark uppercase">
              {siteConfig.logoSubtitle}
            </span>
            <span className="sr-only"> – meny</span>
          </p>
          <button
            type="button"
            command="close"
            commandfor={MENU_ID}
            className={buttonClasses({ variant: "ghost", size: "icon" })}
            aria-label="Stäng menyn"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label="Huvudmeny" className="mt-10">
          <ul className="flex flex-col gap-1">
            {[homeNavItem, ...mainNavItems].map((item) => {
              const active = isCurrentPath(currentPath, item.to);
              return (
                <li key={item.to}>
                  <a
                    href={item.to}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "block rounded-2xl px-4 py-3 font-display text-3xl font-bold",
                      active ? "bg-brand-pink-soft text-brand-pink-dark" : "text-ink hover:bg-ink/5",
                    )}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
          <a href={contactNavItem.to} className={buttonClasses({ size: "lg", className: "mt-8 w-full" })}>
            {contactNavItem.label}
          </a>
        </nav>
        <p className="mt-auto pt-10 text-sm text-ink-soft">
          <a href={`mailto:${siteConfig.email}`} className="font-semibold underline underline-offset-4">
            {siteConfig.email}
          </a>
        </p>
      </Modal>
    </>
  );
}
