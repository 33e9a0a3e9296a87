import { lazyWhenNear } from "~/lib/lazy-when-near";

/** The contact form at the end of a long page: its code (and react-hook-form) loads as the visitor nears it. */
export const ContactFormWhenNear = lazyWhenNear("contact-form", () =>
  import("./contact-form").then((module) => module.ContactForm),
);
