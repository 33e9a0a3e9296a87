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
export function TemplateDialog({
  templates,
  index,
  onIndexChange,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: TemplateDialogProps) {
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
        variant="centred"
        className="grid max-w-5xl md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:grid-rows-[auto_1fr]"
        onCloseAutoFocus={onCloseAutoFocus}
        onKeyDown={onKeyDown}
      >
        <div className="flex items-center justify-between gap-4 px-5 pt-4 pb-3 sm:px-8 md:col-start-2 md:pt-6">
          <p className="text-sm font-semibold text-ink-soft" aria-live="polite" aria-atomic="true">
            Mall {index + 1} av {templates.length}
            <span className="sr-only">: {template.title}</span>
          </p>
          <ModalClose />
        </div>
        <div className="grid place-items-center bg-sand p-4 sm:p-6 md:col-start-1 md:row-span-2 md:row-start-1 md:p-8">
          <img
            key={detailImage.src}
            src={detailImage.src}
            width={detailImage.width}
            height={detailImage.height}
            alt={detailImage.alt}
            className="h-auto max-h-[78vh] w-auto max-w-full animate-[fade-up_0.3s_ease-out] rounded-xl shadow-lg ring-1 shadow-ink/10 ring-ink/8"
          />
        </div>
        <div className="flex flex-col gap-8 px-5 pt-5 pb-6 sm:px-8 sm:pb-8 md:col-start-2 md:row-start-2">
          <div>
            <p className="text-xs font-bold tracking-[0.16em] text-brand-blue uppercase">
              {template.category}
            </p>
            <ModalTitle className="mt-1.5 text-3xl font-extrabold">{template.title}</ModalTitle>
            <ModalDescription className="mt-3 text-pretty text-ink-soft">
              {template.description}
            </ModalDescription>
            <TagList tags={template.tags} tone="blue" className="mt-5" />
          </div>
          <StepButtons
            canPrevious={canPrevious}
            canNext={canNext}
            onStep={(delta) => onIndexChange(stepWithin(index, delta, templates.length))}
            previousLabel="Föregående"
            nextLabel="Nästa"
            showLabels
            className="mt-auto justify-between"
          />
        </div>
      </ModalContent>
    </Modal>
  );
}
