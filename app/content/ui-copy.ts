/** The words of the shared pieces every area uses: dialogs, tag chips and the toasts' region. */
export const uiCopy = {
  /** The visible text of every dialog's close button, and its name where only the icon shows. */
  close: "Stäng",
  /** The name of a list of tag chips. */
  tags: "Taggar",
  /** The live region the toasts appear in, and each toast's close button. */
  toasts: "Aviseringar",
  closeToast: "Stäng aviseringen",
} as const;
