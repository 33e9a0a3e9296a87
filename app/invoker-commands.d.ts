/**
 * Invoker commands (`command` and `commandfor` on a button), which open and close dialogs and
 * popovers without a script. React passes the attributes through; its types do not name them yet.
 */
import "react";

declare module "react" {
  // The type parameter must repeat React's declaration for the two to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?:
      | "show-modal"
      | "close"
      | "request-close"
      | "show-popover"
      | "hide-popover"
      | "toggle-popover"
      | `--${string}`;
    commandfor?: string;
  }
}
