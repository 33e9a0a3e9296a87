import { formScrollTop, HASH_SCROLL_DELAY_MS } from "~/lib/contact/form-scroll";
import { anchors } from "~/lib/paths";

const hash = `#${anchors.contactForm}`;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * After the spec's 300 ms, glides to the form itself (not just its section, where the browser's own
 * jump stops), far enough above it that the fixed header never covers it. Jumps without gliding
 * for visitors who ask for reduced motion.
 */
function scrollToFormSoon() {
  if (window.location.hash !== hash) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    const form = document.querySelector(`${hash} form`);
    if (!form) return;
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
}

/** On arrival at #contact-form, and on every later step to it within the page. */
export function initScrollToForm() {
  scrollToFormSoon();
  window.addEventListener("hashchange", scrollToFormSoon);
}
