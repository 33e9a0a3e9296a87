import { Menu } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";
import { useLazyDialog } from "~/hooks/use-lazy-dialog";
import { cn } from "~/lib/cn";

/** The dialog's code (Radix) is fetched on the first press of the button, not with every page. */
const loadMenuDialog = () => import("./mobile-menu-dialog").then((module) => module.MobileMenuDialog);

/** The menu button below 768 px; it opens the full-screen navigation. */
export function MobileMenu({ tone }: { tone: "light" | "dark" }) {
  const menu = useLazyDialog(loadMenuDialog, "Menyn kunde inte laddas.");

  return (
    <>
      <button
        ref={menu.openerRef()}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={menu.isOpen}
        aria-label="Öppna menyn"
        onPointerDown={menu.preload}
        onClick={() => menu.open()}
        className={cn(
          buttonClasses({ variant: "ghost", size: "icon" }),
          "md:hidden",
          tone === "dark" ? "text-white hover:bg-white/10" : "text-ink",
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {menu.Dialog && (
        <menu.Dialog
          open={menu.isOpen}
          onOpenChange={menu.onOpenChange}
          onCloseAutoFocus={menu.onCloseAutoFocus}
        />
      )}
    </>
  );
}
