import { Cookie } from "lucide-react";
import { buttonClasses } from "~/ui/button-styles";
import { Checkbox } from "~/ui/checkbox";
import { cookieCategories, cookieConsentCopy as copy } from "~/content/cookie-consent";
import { paths } from "~/lib/paths";
import { ChoiceButton } from "./choice-button";
import * as hooks from "./hooks";

const quietButton = buttonClasses({ variant: "outline", size: "compact", className: "w-full text-ink" });

/**
 * A slim bar along the bottom of the screen, with no shade over the page: the page the visitor
 * came for stays in view and in use (decision 0038). It is fixed, so it shifts nothing; on a
 * short screen or with enlarged text it scrolls inside itself rather than cover the whole page.
 */
const bar =
  "fixed inset-x-0 bottom-0 z-50 max-h-[60dvh] overflow-y-auto overscroll-contain border-t border-ink/10 bg-white text-ink shadow-[0_-12px_32px_-12px] shadow-ink/25 motion-safe:animate-[fade-up_0.3s_ease-out] forced-colors:border-t-2 forced-colors:border-[CanvasText]";

/**
 * The settings, a modal dialog the visitor opens from the bar. The native dialog's own margin,
 * size limits and fit-content width are reset, so the classes alone place it: on a phone it
 * spans the screen between its insets, whatever its text's size. In forced colours a border draws
 * the edge its shadow drew.
 */
const sheet =
  "fixed inset-x-2 top-auto bottom-2 z-50 m-0 w-auto max-h-[calc(100dvh-1rem)] max-w-none scroll-py-4 overflow-y-auto overscroll-contain rounded-3xl bg-white p-5 text-ink shadow-2xl max-[24em]:p-4 shadow-ink/20 outline-none open:animate-[fade-up_0.3s_ease-out] sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:p-7 backdrop:bg-ink/40 forced-colors:border-2 forced-colors:border-[CanvasText]";

/**
 * The consent question: a bar with the three choices, and the settings per category in a dialog
 * it opens. Rendered at build time into a <template> (app/layouts/base-layout.astro), so it is no
 * part of the page until ask-about-cookies.ts copies it in for a first-time visitor. Each view
 * carries its own title and text; the script finds the parts by their hooks (hooks.ts).
 */
export function CookieQuestion() {
  return (
    <div>
      <p {...hooks.announcer.on()} className="sr-only" role="status" />
      <section
        data-testid="cookie-dialog"
        {...hooks.view.on("summary")}
        aria-labelledby="cookie-question-summary-title"
        aria-describedby="cookie-question-summary-description"
        className={bar}
      >
        <div className="mx-auto grid max-w-6xl gap-x-8 gap-y-3 px-4 py-3 sm:px-6 sm:py-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:py-3">
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-pink-soft text-brand-pink-dark sm:flex lg:hidden"
            >
              <Cookie className="size-5" />
            </span>
            <div className="min-w-0">
              <h2
                id="cookie-question-summary-title"
                className="text-base font-extrabold sm:text-lg lg:text-base"
              >
                {copy.summary.title}
              </h2>
              <p className="mt-1 text-sm leading-snug text-ink-soft">
                <span id="cookie-question-summary-description">{copy.summary.description}</span>{" "}
                <PrivacyLink />
              </p>
            </div>
          </div>
          {/* Two equal choices side by side where both labels fit on one line (9rem each), else one
              above the other; from 640 px the three in a row, from 1024 px beside the text. */}
          <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2 lg:flex lg:min-w-[30rem] lg:items-center">
            <ChoiceButton choice="reject-all">{copy.rejectAll}</ChoiceButton>
            <ChoiceButton choice="accept-all">{copy.acceptAll}</ChoiceButton>
            <button
              type="button"
              className={buttonClasses({
                variant: "ghost",
                size: "compact",
                className:
                  "col-span-full text-ink underline decoration-brand-pink-dark decoration-2 underline-offset-4 sm:col-span-1 lg:shrink-0",
              })}
              {...hooks.showView.on("details")}
            >
              {copy.manage}
            </button>
          </div>
        </div>

        {/* In the top layer once open, so the bar's box does not hold it. */}
        <dialog
          {...hooks.view.on("details")}
          aria-labelledby="cookie-question-details-title"
          aria-describedby="cookie-question-details-description"
          className={sheet}
        >
          <h2
            id="cookie-question-details-title"
            {...hooks.viewTitle.on()}
            tabIndex={-1}
            className="text-xl font-extrabold outline-none"
          >
            {copy.details.title}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">
            <span id="cookie-question-details-description">{copy.details.description}</span> <PrivacyLink />
          </p>
          <ul className="mt-5 divide-y divide-ink/10 rounded-2xl border border-ink/10">
            {cookieCategories.map((category) => {
              const controlId = `cookie-question-${category.id}`;
              const descriptionId = `${controlId}-description`;
              const badgeId = `${controlId}-badge`;
              return (
                // The name and its control share the first row, the description the whole width
                // below: with enlarged text a column beside the control left a word per line.
                <li key={category.id} className="p-4 max-[24em]:px-3">
                  <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
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
                    {category.id === "necessary" ? (
                      // aria-disabled, not disabled: it stays reachable and explained; the script
                      // keeps it checked. Its name is the category alone; the badge describes it.
                      <Checkbox
                        id={controlId}
                        defaultChecked
                        aria-disabled="true"
                        aria-describedby={`${badgeId} ${descriptionId}`}
                        {...hooks.locked.on()}
                        className="[&_input]:cursor-not-allowed [&_input]:checked:border-ink-soft [&_input]:checked:bg-ink-soft"
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
                  </div>
                  <p id={descriptionId} className="mt-1 text-sm leading-relaxed text-ink-soft">
                    {category.description}
                  </p>
                </li>
              );
            })}
          </ul>
          <div className="mt-6 grid gap-3 min-[26rem]:grid-cols-2">
            <button type="button" className={quietButton} {...hooks.showView.on("summary")}>
              {copy.back}
            </button>
            <ChoiceButton choice="save-selection">{copy.save}</ChoiceButton>
          </div>
        </dialog>
      </section>
    </div>
  );
}

/** "Läs mer i vår integritetspolicy." Following it leaves the question unanswered. */
function PrivacyLink() {
  return (
    <>
      {copy.privacyLead}{" "}
      <a
        href={paths.privacy}
        {...hooks.dismiss.on()}
        className="font-semibold text-brand-blue underline underline-offset-4 hover:text-brand-blue-dark"
      >
        {copy.privacyLink}
      </a>
      .
    </>
  );
}
