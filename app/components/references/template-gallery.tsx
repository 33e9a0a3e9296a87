import { Container } from "~/components/ui/container";
import { RevealGroup } from "~/components/ui/reveal-group";
import { SectionHeading } from "~/components/ui/section-heading";
import { anchors } from "~/lib/paths";
import type { ShownTemplate } from "~/lib/references/page-data";
import { TemplateCard } from "./template-card";

type TemplateGalleryProps = { title: string; intro: string; templates: ShownTemplate[] };

/** The 'Designmallar' section (/references#templates): six ready-made designs to start from. */
export function TemplateGallery({ title, intro, templates }: TemplateGalleryProps) {
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
                  buttonRef={null}
                  onOpen={() => undefined}
                  onIntent={() => undefined}
                />
              </li>
            ))}
          </ul>
        </RevealGroup>
      </Container>
    </section>
  );
}
