import { CircleAlert, CircleCheck, X } from "lucide-react";
import { uiCopy } from "~/content/ui-copy";
import * as hooks from "./hooks";

/**
 * Where toasts appear (toasts.ts): a live region that is in the page from the start,
 * so a screen reader is already listening when the first message arrives, and a template for
 * one toast that the script copies. Bottom right, full width on phones; the edge hook's "top" moves
 * the list to the top while a toast would cover the focused element (WCAG 2.4.11).
 */
export function ToastRegion() {
  return (
    <div role="status" aria-live="polite" aria-label={uiCopy.toasts}>
      <ol
        id="toasts"
        {...hooks.edge.on("bottom")}
        className="pointer-events-none fixed inset-x-3 bottom-3 z-[60] flex flex-col gap-2 data-[toast-edge=top]:top-3 data-[toast-edge=top]:bottom-auto sm:right-6 sm:bottom-6 sm:left-auto sm:w-[22rem] sm:data-[toast-edge=top]:top-6"
      />
      <template {...hooks.template.on()}>
        <li className="pointer-events-auto relative flex animate-[fade-up_0.3s_ease-out] gap-3 rounded-2xl border border-ink/10 bg-white p-4 pr-12 text-ink shadow-lg shadow-ink/10">
          <span {...hooks.icon.on("success")} className="mt-0.5 text-emerald-700">
            <CircleCheck aria-hidden="true" className="size-5" />
          </span>
          <span {...hooks.icon.on("error")} className="mt-0.5 text-brand-pink-dark">
            <CircleAlert aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p {...hooks.title.on()} className="text-base font-semibold" />
            <p {...hooks.description.on()} className="mt-0.5 text-sm text-ink-soft" />
          </div>
          <button
            type="button"
            {...hooks.close.on()}
            aria-label={uiCopy.closeToast}
            className="absolute top-2 right-2 grid size-7 cursor-pointer place-items-center rounded-full border border-ink/15 bg-white text-ink hover:bg-sand"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      </template>
    </div>
  );
}
