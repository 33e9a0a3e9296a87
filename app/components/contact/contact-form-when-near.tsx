import { lazyWhenNear } from "~/lib/lazy-when-near";
import { anchors } from "~/lib/paths";

/** The contact form at the end of a long page: its code (and react-hook-form) loads as the visitor nears it. */
export const ContactFormWhenNear = lazyWhenNear(anchors.contactForm, () =>
  import("./contact-form").then((module) => module.ContactForm),
);
