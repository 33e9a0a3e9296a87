import { lazy, Suspense, useRef, useState } from "react";
import { Container } from "~/components/ui/container";
import { RevealGroup } from "~/components/ui/reveal-group";
import { SectionHeading } from "~/components/ui/section-heading";
import { anchors } from "~/lib/paths";
import type { ShownTemplate } from "~/lib/references/page-data";
import { TemplateCard } from "./template-card";

const loadDialog = () => import("./template-dialog");
const TemplateDialog = lazy(() => loadDialog().then((module) => ({ default: module.TemplateDialog })));

type TemplateGalleryProps = { title: string; intro: string; templates: ShownTemplate[] };

/** The 'Designmallar' section (/references#templates): six ready-made designs to start from. */
export function TemplateGallery({ title, intro, templates }: TemplateGalleryProps) {
  const [selected, setSelected] = useState<{ index: number; open: boolean; opener: number } | null>(null);
  const cardButtons = useRef<(HTMLButtonElement | null)[]>([]);

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
                  buttonRef={(button) => {
                    cardButtons.current[index] = button;
                  }}
                  onOpen={() => setSelected({ index, open: true, opener: index })}
                  onIntent={() => void loadDialog()}
                />
              </li>
            ))}
          </ul>
        </RevealGroup>
      </Container>
      {selected && (
        <Suspense fallback={null}>
          <TemplateDialog
            templates={templates}
            index={selected.index}
            onIndexChange={(index) => setSelected({ ...selected, index })}
            open={selected.open}
            onOpenChange={(open) => setSelected({ ...selected, open })}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              cardButtons.current[selected.opener]?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
