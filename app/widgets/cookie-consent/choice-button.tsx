import type { ReactNode } from "react";
import type { ConsentChoice } from "~/lib/consent/consent-choices";
import { buttonClasses } from "~/ui/button-styles";
import * as hooks from "./hooks";

/**
 * One of the visitor's answers to the cookie question. Every answer is this one button, so
 * rejecting looks exactly like accepting: declining must be as easy as agreeing. Its label wraps
 * rather than widen the bar past a narrow screen when the text is enlarged.
 */
export function ChoiceButton({ choice, children }: { choice: ConsentChoice; children: ReactNode }) {
  return (
    <button
      type="button"
      className={buttonClasses({ variant: "primary", size: "compact", className: "w-full" })}
      {...hooks.choice.on(choice)}
    >
      {children}
    </button>
  );
}
