import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { buttonClasses } from "~/components/ui/button-styles";
import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { designThinkingHeading, designThinkingIntro, designThinkingSteps } from "~/content/design-thinking";
import { carouselBounds } from "~/lib/carousel";
import { cn } from "~/lib/cn";
import { useMediaQuery } from "~/lib/use-media-query";
import { DesignThinkingStepCard } from "./design-thinking-step-card";

const DESKTOP = "(min-width: 768px)";
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
  const count = designThinkingSteps.length;
  const { canPrevious, canNext } = carouselBounds(selected, count);
  const isDesktop = useMediaQuery(DESKTOP);
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
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
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

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") embla?.scrollPrev();
      else if (event.key === "ArrowRight") embla?.scrollNext();
      else return;
      event.preventDefault();
    },
    [embla],
  );

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
            The focusable carousel region takes arrow keys, as in the WAI-ARIA carousel pattern. It is
            the scrolling element itself, so before Embla takes over (no JavaScript yet) the keys
            scroll the list natively.
          */}
          {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
          <div
            ref={viewportRef}
            role="region"
            aria-roledescription="karusell"
            aria-label="Design thinking i fem steg"
            tabIndex={0}
            onKeyDown={onKeyDown}
            className={cn(
              "-mx-5 rounded-3xl px-5 outline-offset-[-3px] md:relative md:mx-0 md:px-0 md:outline-offset-4",
              embla
                ? "overflow-hidden md:overflow-visible"
                : "snap-x snap-mandatory overflow-x-auto md:overflow-visible",
            )}
          >
            {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
            <ol ref={listRef} className="flex gap-4 md:flex-col md:gap-10 md:pl-14">
              {designThinkingSteps.map((step, index) => (
                <li
                  key={step.title}
                  data-step={index}
                  aria-current={current === index ? "step" : undefined}
                  aria-roledescription="steg"
                  aria-label={`${step.category} av ${count}: ${step.title}`}
                  className="relative min-w-0 shrink-0 grow-0 basis-[85%] snap-start sm:basis-[60%] md:basis-auto"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "absolute top-8 -left-14 z-10 hidden size-9 place-items-center rounded-full border-4 border-cream text-sm font-bold text-white transition-transform duration-300 md:grid",
                      step.colour.dot,
                      current === index && "scale-125",
                    )}
                  >
                    {index + 1}
                  </span>
                  <DesignThinkingStepCard step={step} active={current === index} />
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
                onClick={() => embla?.scrollPrev()}
                disabled={!canPrevious}
                aria-label="Föregående steg"
                className={buttonClasses({ variant: "outline", size: "icon" })}
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => embla?.scrollNext()}
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
