import { useEffect } from "react";
import { useLocation } from "react-router";
import { anchors } from "~/lib/paths";
import { prefersReducedMotion } from "./use-media-query";
import { formScrollTop, HASH_SCROLL_DELAY_MS } from "~/lib/contact/form-scroll";

const CONTACT_FORM_HASH = `#${anchors.contactForm}`;

/**
 * When the address ends in #contact-form, glides to the form itself (not just the section) after
 * the spec's 300 ms, stopping far enough above it that the fixed header never covers it.
 */
export function useScrollToForm() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash !== CONTACT_FORM_HASH) return;
    const timer = setTimeout(() => {
      const form = document.querySelector(`${CONTACT_FORM_HASH} form`);
      if (!form) return;
      const reduceMotion = prefersReducedMotion();
      window.scrollTo({
        top: formScrollTop({
          formTop: form.getBoundingClientRect().top,
          scrollY: window.scrollY,
          viewportWidth: window.innerWidth,
          viewportHeight: window.innerHeight,
        }),
        behavior: reduceMotion ? "auto" : "smooth",
      });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, key]);
}
