import type { KeyboardEvent } from "react";
import { Modal, ModalClose, ModalContent, ModalDescription, ModalTitle } from "~/components/ui/modal";
import { carouselBounds, stepWithin } from "~/lib/carousel";
import { arrowStep } from "~/lib/references/arrow-step";
import type { ShownTemplate } from "~/lib/references/page-data";
import { StepButtons } from "./step-buttons";
import { TagList } from "./tag-list";

type TemplateDialogProps = {
  templates: ShownTemplate[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** One template at a time, large; the buttons and the arrow keys step through all of them. */
export function TemplateDialog({ templates, index, onIndexChange, open, onOpenChange, onCloseAutoFocus }: TemplateDialogProps) {
  const template = templates[index];
  const { canPrevious, canNext } = carouselBounds(index, templates.length);

  const onKeyDown = (event: KeyboardEvent) => {
    const to = arrowStep(event.key, index, templates.length);
    if (to === null) return;
    event.preventDefault();
    onIndexChange(to);
  };

  if (!template) return null;
  const { detailImage } = template;
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        overlayClassName="bg-ink/75 px-3 py-6 sm:px-6 md:py-12"
        className="mx-auto w-full max-w-5xl overflow-hidden rounded-[1.75rem] bg-cream shadow-2xl"
        onCloseAutoFocus={onCloseAutoFocus}
        onKeyDown={onKeyDown}
      >
        <div className="flex items-center justify-between gap-4 border-b border-ink/8 px-5 py-3 sm:px-8">
          <p className="text-sm font-semibold text-ink-soft" aria-live="polite" aria-atomic="true">
            Mall {index + 1} av {templates.length}
            <span className="sr-only">: {template.title}</span>
          </p>
          <ModalClose />
        </div>
        <div className="bg-sand">
          <img
            key={detailImage.src}
            src={detailImage.src}
            width={detailImage.width}
            height={detailImage.height}
            alt={detailImage.alt}
            className="mx-auto h-auto max-h-[62vh] w-auto max-w-full animate-[fade-up_0.3s_ease-out]"
          />
        </div>
        <div className="grid gap-6 px-5 py-7 sm:px-8 md:grid-cols-[minmax(0,1fr)_auto] md:items-end md:gap-10">
          <div>
            <p className="text-xs font-bold tracking-[0.16em] text-brand-blue uppercase">{template.category}</p>
            <ModalTitle className="mt-1.5 text-3xl font-extrabold">{template.title}</ModalTitle>
            <ModalDescription className="mt-3 max-w-2xl text-pretty text-ink-soft">{template.description}</ModalDescription>
            <TagList tags={template.tags} tone="blue" className="mt-4" />
          </div>
          <StepButtons
            canPrevious={canPrevious}
            canNext={canNext}
            onStep={(delta) => onIndexChange(stepWithin(index, delta, templates.length))}
            previousLabel="Föregående"
            nextLabel="Nästa"
            showLabels
            className="justify-between md:justify-end"
          />
        </div>
      </ModalContent>
    </Modal>
  );
}
