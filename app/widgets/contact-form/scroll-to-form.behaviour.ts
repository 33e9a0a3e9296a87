import { formScrollTop, HASH_SCROLL_DELAY_MS } from "~/lib/contact/form-scroll";
import { anchors } from "~/lib/paths";
import { defineBehaviour } from "../behaviour";
import * as hooks from "./hooks";

const hash = `#${anchors.contactForm}`;

/**
 * On arrival at #contact-form, and on every later step to it within the page: after the spec's
 * 300 ms, glides to the form itself (not just its section, where the browser's own jump stops), far
 * enough above it that the fixed header never covers it. Jumps without gliding for visitors who ask
 * for reduced motion.
 */
export default defineBehaviour({
  root: hooks.form,
  mount(form) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scrollToFormSoon = () => {
      if (window.location.hash !== hash) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        window.scrollTo({
          top: formScrollTop({
            formTop: form.getBoundingClientRect().top,
            scrollY: window.scrollY,
            viewportWidth: window.innerWidth,
            viewportHeight: window.innerHeight,
          }),
          behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
        });
      }, HASH_SCROLL_DELAY_MS);
    };
    scrollToFormSoon();
    window.addEventListener("hashchange", scrollToFormSoon);
  },
});
