import { Menu } from "lucide-react";
import { useRef, useState } from "react";
import { buttonClasses } from "~/components/ui/button-styles";
import { cn } from "~/lib/cn";
import { useScrollLock } from "~/lib/use-scroll-lock";
import type { MobileMenuDialog } from "./mobile-menu-dialog";

/** The dialog's code (Radix) is fetched on the first press of the button, not with every page. */
const loadMenuDialog = () => import("./mobile-menu-dialog").then((module) => module.MobileMenuDialog);

/** The menu button below 768 px; it opens the full-screen navigation. */
export function MobileMenu({ tone }: { tone: "light" | "dark" }) {
  const [open, setOpen] = useState(false);
  const [MenuDialog, setMenuDialog] = useState<typeof MobileMenuDialog | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useScrollLock(open && MenuDialog !== null);

  const openMenu = () => {
    setOpen(true);
    if (MenuDialog) return;
    loadMenuDialog().then(
      (component) => setMenuDialog(() => component),
      (error: unknown) => {
        console.error("Menyn kunde inte laddas.", error);
        setOpen(false);
      },
    );
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label="Öppna menyn"
        onPointerDown={() => void loadMenuDialog().catch(() => undefined)}
        onClick={openMenu}
        className={cn(
          buttonClasses({ variant: "ghost", size: "icon" }),
          "md:hidden",
          tone === "dark" ? "text-white hover:bg-white/10" : "text-ink",
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {MenuDialog && <MenuDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />}
    </>
  );
}
