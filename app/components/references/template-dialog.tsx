import { Picture } from "~/ui/picture";
import { Modal, ModalClose } from "~/widgets/modal/modal";
import { templateDialogCopy as copy } from "~/content/templates";
import { anchors, paths, withAnchor } from "~/lib/paths";
import { dialogIds } from "~/lib/references/dialog-ids";
import type { ShownTemplate } from "~/lib/references/page-data";
import { DialogRowSteps } from "~/widgets/dialog-row/dialog-row-steps";
import * as dialogRowHooks from "~/widgets/dialog-row/hooks";
import { TagList } from "~/ui/tag-list";
import { OnwardLink } from "~/ui/onward-link";

/** The Färdig mall package as the dialog states it, from the facts (app/content/templates.ts). */
export type TemplateOffer = { title: string; price: string; priceDetails: string; delivery: string };

type TemplateDialogProps = { template: ShownTemplate; offer: TemplateOffer; index: number; count: number };

/**
 * One template, large. The six dialogs form a row : previous/next and the
 * arrow keys close this one and open its neighbour (dialog-row.behaviour.ts), and
 * closing the last one shown returns focus to the card that opened the first.
 */
export function TemplateDialog({ template, offer, index, count }: TemplateDialogProps) {
  const id = dialogIds.template(template.id);
  const { detailImage } = template;
  // Two even columns below 1024 px: at 768 the text column of 1.15 : 1 broke "Jag vill ha den här
  // mallen" over two lines inside its button.
  return (
    <Modal
      id={id}
      variant="centred"
      {...dialogRowHooks.row.on("templates")}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="grid-cols-[minmax(0,1fr)] open:grid data-stepped:animate-none md:grid-cols-2 md:grid-rows-[auto_1fr] lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]"
    >
      {/* With enlarged text 'Stäng' goes under the counter rather than past the dialog's edge. */}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 pt-4 pb-3 max-[24em]:px-3 sm:px-8 md:col-start-2 md:pt-6">
        <p className="text-sm font-semibold whitespace-nowrap text-ink-soft">
          {copy.counter(index + 1, count)}
        </p>
        <ModalClose dialogId={id} className="ml-auto" />
      </div>
      <div className="grid place-items-center bg-sand p-4 sm:p-6 md:col-start-1 md:row-span-2 md:row-start-1 md:p-8">
        {/* Beside the text from 768 px, in a dialog at most 960 px wide; a tall page, so 78vh high at most. */}
        <Picture
          image={detailImage}
          sizes="(min-width: 768px) min(470px, 62vh), calc(100vw - 56px)"
          className="h-auto max-h-[78vh] w-auto max-w-full rounded-xl shadow-lg ring-1 shadow-ink/10 ring-ink/8"
        />
      </div>
      <div className="flex flex-col gap-8 px-5 pt-5 pb-6 max-[24em]:px-3 sm:px-8 sm:pb-8 md:col-start-2 md:row-start-2">
        <div>
          <p className="text-xs font-bold tracking-[0.16em] text-brand-blue uppercase">{template.category}</p>
          <h2 id={`${id}-title`} className="mt-1.5 text-3xl font-extrabold max-[24em]:text-xl">
            {template.title}
          </h2>
          <p id={`${id}-description`} className="mt-3 text-pretty text-ink-soft">
            {template.description}
          </p>
          <TagList tags={template.tags} tone="blue" className="mt-5" />
          {/* What choosing it costs, read first: beside the button that chooses it, or above it where
              the dialog is narrow for the text. */}
          <div className="mt-7 flex flex-wrap items-center gap-x-6 gap-y-4">
            <p data-testid="template-price" className="leading-tight">
              <span className="block text-sm font-semibold text-ink-soft">{offer.title}</span>
              <span className="font-display text-2xl font-extrabold text-ink">{offer.price}</span>{" "}
              <span className="text-sm font-semibold text-ink-soft">
                {offer.priceDetails}, {offer.delivery}
              </span>
            </p>
            <OnwardLink href={withAnchor(paths.contact, anchors.contactForm)} className="max-[24em]:px-4">
              {copy.choose}
            </OnwardLink>
          </div>
        </div>
        <DialogRowSteps
          index={index}
          count={count}
          previousLabel={copy.previous}
          nextLabel={copy.next}
          className="mt-auto"
        />
      </div>
    </Modal>
  );
}
