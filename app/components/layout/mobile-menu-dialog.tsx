import { X } from "lucide-react";
import { NavLink } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { Modal, ModalCloseTrigger, ModalContent, ModalTitle } from "~/components/ui/modal";
import { contactNavItem, homeNavItem, mainNavItems } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { siteConfig } from "~/site.config";

type MobileMenuDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button lives outside the dialog (its code loads first), so focus is handed back by hand. */
  onCloseAutoFocus: (event: Event) => void;
};

/** The open menu: full screen, focus stays inside, Escape or a link closes it. */
export function MobileMenuDialog({ open, onOpenChange, onCloseAutoFocus }: MobileMenuDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        variant="fullScreen"
        overlayClassName="md:hidden"
        className="px-6 pt-5 pb-10"
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="flex items-center justify-between">
          <ModalTitle className="font-display text-2xl font-extrabold text-ink">
            {siteConfig.logoWord}
            <span className="sr-only"> – meny</span>
          </ModalTitle>
          <ModalCloseTrigger
            className={buttonClasses({ variant: "ghost", size: "icon" })}
            aria-label="Stäng menyn"
          >
            <X aria-hidden="true" className="size-6" />
          </ModalCloseTrigger>
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
      </ModalContent>
    </Modal>
  );
}
