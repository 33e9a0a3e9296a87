import { lazy, Suspense, useRef, useSyncExternalStore } from "react";
import { useToastsClearOfFocus } from "~/hooks/use-toasts-clear-of-focus";

/**
 * Toasts without paying for the toast library on first load: `notify()` loads sonner on the first
 * call, and <Toaster> mounts sonner's container only then. sonner replays toasts created before
 * its container subscribed, so nothing is lost in between.
 */
const loadSonner = () => import("sonner");

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

let requested = false;
const listeners = new Set<() => void>();

export type ToastKind = "success" | "error";

export function notify(kind: ToastKind, title: string, description: string) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void loadSonner().then(({ toast }) => toast[kind](title, { description }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The spec's (and sonner's) defaults, stated so a library update cannot change them: 4 s, 3 at once.
 * Toasts start at the bottom right (full width on phones) and move to the top while they would
 * cover the focused element; the close button is 28 px (the minimum target is 24 px).
 */
export function Toaster() {
  const active = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  const container = useRef<HTMLDivElement>(null);
  const edge = useToastsClearOfFocus(container, active);
  if (!active) return null;
  return (
    <div ref={container} className="contents">
      <Suspense fallback={null}>
        <SonnerToaster
          position={`${edge}-right`}
          duration={4000}
          visibleToasts={3}
          dir="ltr"
          closeButton
          containerAriaLabel="Aviseringar"
          toastOptions={{
            closeButtonAriaLabel: "Stäng aviseringen",
            classNames: {
              toast:
                "rounded-2xl! border-ink/10! bg-white! p-4! pr-12! font-sans! text-ink! shadow-lg! shadow-ink/10!",
              title: "text-base! font-semibold!",
              description: "text-sm! text-ink-soft!",
              success: "[&_[data-icon]]:text-emerald-700!",
              error: "[&_[data-icon]]:text-brand-pink-dark!",
              // Inside the toast's corner, so its focus ring is drawn on the white toast, not on the page.
              closeButton:
                "top-2! right-2! left-auto! size-7! transform-none! border-ink/15! bg-white! text-ink! [&_svg]:size-3.5!",
            },
          }}
        />
      </Suspense>
    </div>
  );
}
