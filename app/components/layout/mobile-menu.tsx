import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { NavLink } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { contactNavItem, homeNavItem, mainNavItems } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { useScrollLock } from "~/lib/use-scroll-lock";
import { siteConfig } from "~/site.config";

/** Full-screen navigation below 768 px: focus stays inside while open, Escape or a link closes it. */
export function MobileMenu({ tone }: { tone: "light" | "dark" }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  useScrollLock(open);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={cn(
          buttonClasses({ variant: "ghost", size: "icon" }),
          "md:hidden",
          tone === "dark" ? "text-white hover:bg-white/10" : "text-ink",
        )}
        aria-label="Öppna menyn"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-cream px-6 pt-5 pb-10 data-[state=open]:animate-[fade-up_0.25s_ease-out] md:hidden"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-2xl font-extrabold text-ink">
              {siteConfig.logoWord}
              <span className="sr-only"> – meny</span>
            </Dialog.Title>
            <Dialog.Close
              className={buttonClasses({ variant: "ghost", size: "icon" })}
              aria-label="Stäng menyn"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Huvudmeny" className="mt-10">
            <ul className="flex flex-col gap-1">
              {[homeNavItem, ...mainNavItems].map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        "block rounded-2xl px-4 py-3 font-display text-3xl font-bold",
                        isActive ? "bg-brand-pink-soft text-brand-pink-dark" : "text-ink hover:bg-ink/5",
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <NavLink
              to={contactNavItem.to}
              onClick={close}
              className={buttonClasses({ size: "lg", className: "mt-8 w-full" })}
            >
              {contactNavItem.label}
            </NavLink>
          </nav>
          <p className="mt-auto pt-10 text-sm text-ink-soft">
            <a href={`mailto:${siteConfig.email}`} className="font-semibold underline underline-offset-4">
              {siteConfig.email}
            </a>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
