import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { buttonClasses } from "~/components/ui/button-styles";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { designThinkingHeading, designThinkingIntro, designThinkingSteps } from "~/content/design-thinking";
import { carouselBounds, stepWithin } from "~/lib/carousel";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/hooks/use-hydrated";
import { prefersReducedMotion, useMediaQuery } from "~/hooks/use-media-query";
import { DesignThinkingStepCard } from "./design-thinking-step-card";

const DESKTOP = "(min-width: 768px)";
/** The exact complement, false while prerendering: nothing claims to be a carousel before it works as one. */
const MOBILE = "not all and (min-width: 768px)";
/** A timeline step counts as reached when 30 % of it is on screen. */
const TIMELINE_THRESHOLD = 0.3;

/**
 * One list, two layouts: a vertical timeline from 768 px (steps fade in and the one in view is
 * marked current) and below it a swipeable carousel with buttons and arrow keys.
 */
export function DesignThinkingSection() {
  const [viewportRef, embla] = useEmblaCarousel({
    align: "start",
    dragThreshold: 10,
    duration: 25,
    breakpoints: { [DESKTOP]: { active: false } },
  });
  const [selected, setSelected] = useState(0);
  const [activeStep, setActiveStep] = useState(0);
  const listRef = useRef<HTMLOListElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const count = designThinkingSteps.length;
  const { canPrevious, canNext } = carouselBounds(selected, count);
  const isDesktop = useMediaQuery(DESKTOP);
  const isCarousel = useMediaQuery(MOBILE);
  const hydrated = useHydrated();
  const current = isDesktop ? activeStep : selected;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  useEffect(() => {
    const list = listRef.current;
    if (!list || !window.matchMedia(DESKTOP).matches) return;
    const reduceMotion = prefersReducedMotion();
    const items = [...list.querySelectorAll<HTMLElement>("[data-step]")];
    const seen = new Set<Element>();
    const inView = new Set<HTMLElement>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const item = entry.target as HTMLElement;
          const firstReport = !seen.has(item);
          seen.add(item);
          if (entry.isIntersecting) {
            inView.add(item);
            if (item.dataset.reveal === "pending") item.dataset.reveal = "shown";
          } else {
            inView.delete(item);
            if (firstReport && !reduceMotion) item.dataset.reveal = "pending";
          }
        }
        // Several steps can be in view at once; the current one is the nearest the middle of the screen.
        const middle = window.innerHeight / 2;
        const distance = (item: HTMLElement) => {
          const box = item.getBoundingClientRect();
          return Math.abs(box.top + box.height / 2 - middle);
        };
        const nearest = [...inView].sort((a, b) => distance(a) - distance(b))[0];
        if (nearest) setActiveStep(Number(nearest.dataset.step));
      },
      { threshold: TIMELINE_THRESHOLD },
    );
    items.forEach((item) => observer.observe(item));
    return () => observer.disconnect();
  }, []);

  /**
   * Moves one step. A button about to be disabled (Nästa on the last step, Föregående on the first)
   * hands focus to the other one first, so keyboard focus never falls back to the page.
   */
  const step = useCallback(
    (delta: -1 | 1) => {
      if (!embla) return;
      const target = carouselBounds(stepWithin(embla.selectedScrollSnap(), delta, count), count);
      const focused = document.activeElement;
      if (!target.canNext && focused === nextRef.current) previousRef.current?.focus();
      if (!target.canPrevious && focused === previousRef.current) nextRef.current?.focus();
      if (delta < 0) embla.scrollPrev();
      else embla.scrollNext();
    },
    [embla, count],
  );

  /** The arrow keys work wherever focus is in the carousel: its scrolling list and its buttons. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") step(-1);
      else if (event.key === "ArrowRight") step(1);
      else return;
      event.preventDefault();
    },
    [step],
  );

  // Before React runs (the prerendered HTML, or no JavaScript at all) the list is, below 768 px,
  // a native sideways scroller: a labelled tab stop so the keyboard can scroll it. Once running,
  // below 768 px it is the carousel; from 768 px a timeline, no carousel and no tab stop.
  const label = "Design thinking i fem steg";
  const carousel = !hydrated
    ? ({ role: "region", "aria-label": label, tabIndex: 0 } as const)
    : !isCarousel
      ? {}
      : ({
          role: "region",
          "aria-roledescription": "karusell",
          "aria-label": label,
          tabIndex: 0,
          onKeyDown,
        } as const);

  return (
    <section aria-labelledby="design-thinking-title" className="py-20 md:py-28">
      <Container>
        <SectionHeading
          id="design-thinking-title"
          eyebrow="Vår metod"
          title={designThinkingHeading}
          subtitle={designThinkingIntro}
        />
        <div className="mt-14 md:mx-auto md:max-w-3xl">
          {/*
            Below 768 px, once running, the focusable carousel region takes arrow keys, as in the
            WAI-ARIA carousel pattern. It is the scrolling element itself; before Embla takes over
            (no JavaScript yet) it is a plain list that scrolls sideways natively.
          */}
          <div
            ref={viewportRef}
            {...carousel}
            className={cn(
              "-mx-5 rounded-3xl px-5 outline-offset-[-3px] md:relative md:mx-0 md:px-0 md:outline-offset-4",
              embla
                ? "overflow-hidden md:overflow-visible"
                : "snap-x snap-mandatory overflow-x-auto md:overflow-visible",
            )}
          >
            <ol ref={listRef} className="flex gap-4 md:flex-col md:gap-10 md:pl-14">
              {designThinkingSteps.map((item, index) => (
                <li
                  key={item.title}
                  data-step={index}
                  aria-current={current === index ? "step" : undefined}
                  {...(!isCarousel
                    ? {}
                    : {
                        "aria-roledescription": "steg",
                        "aria-label": `${item.category} av ${count}: ${item.title}`,
                      })}
                  className="relative min-w-0 shrink-0 grow-0 basis-[85%] snap-start sm:basis-[60%] md:basis-auto"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "absolute top-8 -left-14 z-10 hidden size-9 place-items-center rounded-full border-4 border-cream text-sm font-bold text-white transition-transform duration-300 md:grid",
                      item.colour.dot,
                      current === index && "scale-125",
                    )}
                  >
                    {index + 1}
                  </span>
                  <DesignThinkingStepCard step={item} active={current === index} />
                </li>
              ))}
            </ol>
            <span
              aria-hidden="true"
              className="absolute top-2 bottom-2 left-[1.1rem] hidden w-0.5 bg-gradient-to-b from-brand-pink via-brand-blue to-teal-500 md:block"
            />
          </div>
          <div className="mt-6 flex items-center justify-between md:hidden">
            <p aria-live="polite" className="text-sm font-semibold text-ink-soft">
              Steg {selected + 1} av {count}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                ref={previousRef}
                onClick={() => step(-1)}
                onKeyDown={onKeyDown}
                disabled={!canPrevious}
                aria-label="Föregående steg"
                className={buttonClasses({ variant: "outline", size: "icon" })}
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                ref={nextRef}
                onClick={() => step(1)}
                onKeyDown={onKeyDown}
                disabled={!canNext}
                aria-label="Nästa steg"
                className={buttonClasses({ variant: "outline", size: "icon" })}
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
