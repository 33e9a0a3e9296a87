import { Cookie } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-styles";
import { Checkbox } from "~/components/ui/checkbox";
import { cookieCategories, cookieConsentCopy as copy } from "~/content/cookie-consent";
import { paths } from "~/lib/paths";
import * as hooks from "./hooks";

/**
 * Reject and accept look exactly alike: declining must be as easy as agreeing. Their labels wrap
 * rather than widen the sheet past a narrow screen when the text is enlarged.
 */
const choiceButton = buttonClasses({ variant: "primary", size: "compact", className: "w-full" });
const quietButton = buttonClasses({ variant: "outline", size: "compact", className: "w-full text-ink" });

/**
 * A sheet at the bottom of the page, over a shade that rises from the bottom edge: the sheet
 * stands out and the page the visitor came for stays in view (a shade over the whole page made
 * every frame before it unlike the last one: Speed Index 3.0 s against 1.5 s with this one).
 * The native dialog's own margin, size limits and fit-content width are reset, so the classes
 * alone place it: on a phone it spans the screen between its insets, whatever its text's size.
 */
const sheet =
  "fixed inset-x-3 top-auto bottom-3 z-50 m-0 w-auto max-h-[calc(100dvh-1.5rem)] max-w-none scroll-py-4 overflow-y-auto overscroll-contain rounded-3xl bg-white p-6 text-ink shadow-2xl shadow-ink/20 outline-none open:animate-[fade-up_0.3s_ease-out] sm:inset-x-auto sm:bottom-6 sm:left-6 sm:w-[28rem] sm:p-7 backdrop:bg-linear-to-t backdrop:from-ink/30 backdrop:to-transparent backdrop:to-60%";

type View = "summary" | "details";

/** Each view's title (which takes focus when the view appears), text and the privacy link. */
function ViewIntro({ view }: { view: View }) {
  return (
    <>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-pink-soft text-brand-pink-dark"
        >
          <Cookie className="size-5" />
        </span>
        <h2
          id={`cookie-question-${view}-title`}
          {...hooks.viewTitle.on()}
          tabIndex={-1}
          className="text-xl font-extrabold outline-none"
        >
          {copy[view].title}
        </h2>
      </div>
      <p
        id={`cookie-question-${view}-description`}
        {...hooks.viewDescription.on()}
        className="mt-3 text-sm leading-relaxed text-ink-soft"
      >
        {copy[view].description}
      </p>
      <p className="mt-2 text-sm text-ink-soft">
        {copy.privacyLead}{" "}
        <a
          href={paths.privacy}
          {...hooks.dismiss.on()}
          className="font-semibold text-brand-blue underline underline-offset-4 hover:text-brand-blue-dark"
        >
          {copy.privacyLink}
        </a>
        .
      </p>
    </>
  );
}

/**
 * The consent question: a summary with the three choices, and a detail view per category. It is
 * rendered at build time into a <template> (app/layouts/base-layout.astro), so it is no part of
 * the page until ask-about-cookies.ts copies it in for a first-time visitor. Each
 * view carries its own title and text; the script names the dialog after the view shown, and
 * finds its parts by their hooks (hooks.ts).
 * The dialog scrolls when it is taller than the screen; its scroll padding keeps a focused
 * control clear of the rounded edges, so a focus ring is never cut off.
 */
export function CookieQuestion() {
  return (
    <dialog
      data-testid="cookie-dialog"
      aria-labelledby="cookie-question-summary-title"
      aria-describedby="cookie-question-summary-description"
      className={sheet}
    >
      <div {...hooks.view.on("summary")}>
        <ViewIntro view="summary" />
        <div className="mt-6 grid gap-3">
          {/* Side by side where both labels fit on one line (9rem each), else one above the other. */}
          <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-3">
            <button type="button" className={choiceButton} {...hooks.choice.on("reject-all")}>
              {copy.rejectAll}
            </button>
            <button type="button" className={choiceButton} {...hooks.choice.on("accept-all")}>
              {copy.acceptAll}
            </button>
          </div>
          <button type="button" className={quietButton} {...hooks.showView.on("details")}>
            {copy.manage}
          </button>
        </div>
      </div>

      <div {...hooks.view.on("details")} hidden>
        <ViewIntro view="details" />
        <ul className="mt-5 divide-y divide-ink/10 rounded-2xl border border-ink/10">
          {cookieCategories.map((category) => {
            const controlId = `cookie-question-${category.id}`;
            const descriptionId = `${controlId}-description`;
            const badgeId = `${controlId}-badge`;
            return (
              <li key={category.id} className="flex items-start justify-between gap-4 p-4">
                <div>
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <label htmlFor={controlId} className="cursor-pointer font-semibold">
                      {category.name}
                    </label>
                    {category.id === "necessary" && (
                      <span
                        id={badgeId}
                        className="rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink-soft"
                      >
                        {copy.alwaysOn}
                      </span>
                    )}
                  </div>
                  <p id={descriptionId} className="mt-1 text-sm leading-relaxed text-ink-soft">
                    {category.description}
                  </p>
                </div>
                {category.id === "necessary" ? (
                  // aria-disabled, not disabled: it stays reachable and explained; the script
                  // keeps it checked. Its name is the category alone; the badge describes it.
                  <Checkbox
                    id={controlId}
                    defaultChecked
                    aria-disabled="true"
                    aria-describedby={`${badgeId} ${descriptionId}`}
                    {...hooks.locked.on()}
                    className="mt-0.5 [&_input]:cursor-not-allowed [&_input]:checked:border-ink-soft [&_input]:checked:bg-ink-soft"
                  />
                ) : (
                  // Forced colours would paint track and knob alike: there the switch draws itself
                  // in system colours, a knob on a plain track when off and on Highlight when on.
                  <button
                    type="button"
                    role="switch"
                    id={controlId}
                    aria-checked="false"
                    aria-describedby={descriptionId}
                    {...hooks.category.on(category.id)}
                    className="group relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-ink-soft/75 transition-colors aria-checked:bg-brand-blue forced-colors:border-[ButtonText] forced-colors:bg-[ButtonFace] forced-colors:forced-color-adjust-none forced-colors:focus-visible:outline-[CanvasText] forced-colors:aria-checked:bg-[Highlight]"
                  >
                    <span className="pointer-events-none block size-6 rounded-full bg-white shadow-md transition-transform group-aria-checked:translate-x-5 forced-colors:bg-[ButtonText] forced-colors:group-aria-checked:bg-[HighlightText]" />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        <div className="mt-6 grid gap-3 min-[26rem]:grid-cols-2">
          <button type="button" className={quietButton} {...hooks.showView.on("summary")}>
            {copy.back}
          </button>
          <button type="button" className={choiceButton} {...hooks.choice.on("save-selection")}>
            {copy.save}
          </button>
        </div>
      </div>
    </dialog>
  );
}
