import { Container } from "~/components/ui/container";
import { RevealGroup } from "~/components/ui/reveal-group";
import { SectionHeading } from "~/components/ui/section-heading";
import { useLazyDialog } from "~/hooks/use-lazy-dialog";
import { anchors } from "~/lib/paths";
import type { ShownTemplate } from "~/lib/references/page-data";
import { TemplateCard } from "./template-card";

const loadDialog = () => import("./template-dialog").then((module) => module.TemplateDialog);

type TemplateGalleryProps = { title: string; intro: string; templates: ShownTemplate[] };

/** The 'Designmallar' section (/references#templates): six ready-made designs to start from. */
export function TemplateGallery({ title, intro, templates }: TemplateGalleryProps) {
  const dialog = useLazyDialog(loadDialog, "Mallen kunde inte visas.");

  return (
    <section
      id={anchors.templates}
      aria-labelledby="templates-title"
      className="scroll-mt-24 bg-sand/70 py-20 md:py-28"
    >
      <Container>
        <SectionHeading
          id="templates-title"
          eyebrow="Färdig mall"
          title={title}
          subtitle={intro}
          align="left"
        />
        <RevealGroup>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="template-grid">
            {templates.map((template, index) => (
              <li key={template.id} data-reveal>
                <TemplateCard
                  template={template}
                  buttonRef={dialog.openerRef(index)}
                  onOpen={() => dialog.open(index)}
                  onIntent={dialog.preload}
                />
              </li>
            ))}
          </ul>
        </RevealGroup>
      </Container>
      {dialog.Dialog && (
        <dialog.Dialog
          templates={templates}
          index={dialog.index}
          onIndexChange={dialog.setIndex}
          open={dialog.isOpen}
          onOpenChange={dialog.onOpenChange}
          onCloseAutoFocus={dialog.onCloseAutoFocus}
        />
      )}
    </section>
  );
}
