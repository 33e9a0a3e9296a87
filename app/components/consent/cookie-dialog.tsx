import { Cookie } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-styles";
import { Checkbox } from "~/components/ui/checkbox";
import { Modal, ModalContent, ModalDescription, ModalTitle } from "~/components/ui/modal";
import { Switch } from "~/components/ui/switch";
import { notify } from "~/components/ui/toaster";
import { consentSavedMessages, cookieCategories, cookieConsentCopy as copy } from "~/content/cookie-consent";
import { settingsForChoice, withCategory, type ConsentChoice } from "~/lib/consent/consent-choices";
import type { CookieSettings } from "~/lib/consent/consent-storage";
import { paths } from "~/lib/paths";

type CookieDialogProps = {
  open: boolean;
  /** Where the detail view's switches start. */
  initialSettings: CookieSettings;
  /** Stores the answer and closes the dialog; the dialog then confirms it with a toast. */
  onChoose: (settings: CookieSettings) => void;
  /** Closed with Escape: nothing is stored, nothing is measured, and the next visit asks again. */
  onDismiss: () => void;
  /** Opened by a timer, not a trigger: focus goes back to wherever the visitor was. */
  onCloseAutoFocus: (event: Event) => void;
};

/** Reject and accept look exactly alike: declining must be as easy as agreeing. */
const choiceButton = buttonClasses({
  variant: "secondary",
  size: "compact",
  className: "w-full whitespace-nowrap",
});
const quietButton = buttonClasses({
  variant: "outline",
  size: "compact",
  className: "w-full whitespace-nowrap text-ink",
});

/** The consent question: a short summary with the three choices, and a detail view per category. */
export default function CookieDialog({
  open,
  initialSettings,
  onChoose,
  onDismiss,
  onCloseAutoFocus,
}: CookieDialogProps) {
  const [view, setView] = useState<"summary" | "details">("summary");
  const [selection, setSelection] = useState(initialSettings);
  const title = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const text = view === "summary" ? copy.summary : copy.details;

  // The button that switched views is gone, so focus goes to the new view's title.
  const viewChanged = useRef(false);
  useEffect(() => {
    if (viewChanged.current) title.current?.focus();
    viewChanged.current = true;
  }, [view]);

  const choose = (choice: ConsentChoice) => {
    onChoose(settingsForChoice(choice, selection));
    notify("success", copy.savedTitle, consentSavedMessages[choice]);
  };

  return (
    <Modal open={open} onOpenChange={(isOpen) => !isOpen && onDismiss()}>
      <ModalContent
        variant="bottomSheet"
        data-testid="cookie-dialog"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          // On the next frame: focusing now would force the new sheet's style and layout into
          // the task that renders it, one long task on a slow phone instead of two short ones.
          requestAnimationFrame(() => title.current?.focus());
        }}
        onCloseAutoFocus={onCloseAutoFocus}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-pink-soft text-brand-pink-dark"
          >
            <Cookie className="size-5" />
          </span>
          <ModalTitle ref={title} tabIndex={-1} className="text-xl font-extrabold outline-none">
            {text.title}
          </ModalTitle>
        </div>
        <ModalDescription className="mt-3 text-sm leading-relaxed text-ink-soft">
          {text.description}
        </ModalDescription>
        <p className="mt-2 text-sm text-ink-soft">
          {copy.privacyLead}{" "}
          <Link
            to={paths.privacy}
            onClick={onDismiss}
            className="font-semibold text-brand-blue underline underline-offset-4 hover:text-brand-blue-dark"
          >
            {copy.privacyLink}
          </Link>
          .
        </p>

        {view === "summary" ? (
          <div className="mt-6 grid gap-3">
            <div className="grid grid-cols-2 gap-3">
              <button type="button" className={choiceButton} onClick={() => choose("reject-all")}>
                {copy.rejectAll}
              </button>
              <button type="button" className={choiceButton} onClick={() => choose("accept-all")}>
                {copy.acceptAll}
              </button>
            </div>
            <button type="button" className={quietButton} onClick={() => setView("details")}>
              {copy.manage}
            </button>
          </div>
        ) : (
          <>
            <ul className="mt-5 divide-y divide-ink/10 rounded-2xl border border-ink/10">
              {cookieCategories.map((category) => {
                const controlId = `${id}-${category.id}`;
                const descriptionId = `${controlId}-description`;
                const locked = category.id === "necessary";
                return (
                  <li key={category.id} className="flex items-start justify-between gap-4 p-4">
                    <div>
                      <label htmlFor={controlId} className="cursor-pointer font-semibold">
                        {category.name}
                        {locked && (
                          <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink-soft">
                            {copy.alwaysOn}
                          </span>
                        )}
                      </label>
                      <p id={descriptionId} className="mt-1 text-sm leading-relaxed text-ink-soft">
                        {category.description}
                      </p>
                    </div>
                    {locked ? (
                      <Checkbox
                        id={controlId}
                        checked={selection.necessary}
                        aria-disabled="true"
                        aria-describedby={descriptionId}
                        onChange={(event) =>
                          setSelection((current) => withCategory(current, "necessary", event.target.checked))
                        }
                        className="mt-0.5 [&_input]:cursor-not-allowed [&_input]:checked:border-ink-soft [&_input]:checked:bg-ink-soft"
                      />
                    ) : (
                      <Switch
                        id={controlId}
                        checked={selection[category.id]}
                        aria-describedby={descriptionId}
                        onCheckedChange={(on) =>
                          setSelection((current) => withCategory(current, category.id, on))
                        }
                      />
                    )}
                  </li>
                );
              })}
            </ul>
            <div className="mt-6 grid gap-3 min-[26rem]:grid-cols-2">
              <button type="button" className={quietButton} onClick={() => setView("summary")}>
                {copy.back}
              </button>
              <button type="button" className={choiceButton} onClick={() => choose("save-selection")}>
                {copy.save}
              </button>
            </div>
          </>
        )}
      </ModalContent>
    </Modal>
  );
}
