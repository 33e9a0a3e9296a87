import { RevealGroup } from "~/widgets/reveal-group/reveal-group";
import { CheckList } from "~/ui/check-list";
import { Section } from "~/ui/section";
import { anchors } from "~/lib/paths";
import type { ShownTemplate } from "~/lib/references/page-data";
import { TemplateCard } from "./template-card";
import { TemplateDialog, type TemplateOffer } from "./template-dialog";
import * as revealGroupHooks from "~/widgets/reveal-group/hooks";

type TemplateGalleryProps = {
  eyebrow: string;
  title: string;
  intro: string;
  offer: TemplateOffer;
  /** What the template package includes, from its package card. */
  included: { title: string; items: readonly string[]; note?: string };
  templates: ShownTemplate[];
};

/**
 * The 'Designmallar' section (/references#templates): six ready-made designs to start from, each
 * card opening its template's dialog. The dialogs stand after the section, as siblings of it.
 */
export function TemplateGallery({ eyebrow, title, intro, offer, included, templates }: TemplateGalleryProps) {
  return (
    <>
      <Section
        id={anchors.templates}
        headingId="templates-title"
        eyebrow={eyebrow}
        title={title}
        subtitle={intro}
        align="left"
        className="scroll-mt-24 bg-sand/70 py-20 md:py-28"
      >
        <div className="mt-8 max-w-3xl rounded-3xl bg-white/80 p-6">
          <h3 className="font-display text-lg font-bold">{included.title}</h3>
          <CheckList
            items={included.items}
            className="mt-4 grid gap-2.5 text-[0.95rem] sm:grid-cols-2 sm:gap-x-8"
          />
          {included.note && <p className="mt-4 text-sm text-ink-soft">{included.note}</p>}
        </div>
        <RevealGroup>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="template-grid">
            {templates.map((template) => (
              <li key={template.id} {...revealGroupHooks.card.on()}>
                <TemplateCard template={template} />
              </li>
            ))}
          </ul>
        </RevealGroup>
      </Section>
      {templates.map((template, index) => (
        <TemplateDialog
          key={template.id}
          template={template}
          offer={offer}
          index={index}
          count={templates.length}
        />
      ))}
    </>
  );
}
