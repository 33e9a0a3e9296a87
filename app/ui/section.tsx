import type { ComponentProps, ReactNode } from "react";
import { Container } from "./container";
import { SectionHeading } from "./section-heading";

type SectionProps = Omit<ComponentProps<"section">, "title"> & {
  /** The h2's id, which also names the section (aria-labelledby). */
  headingId: string;
  title: string;
  eyebrow?: string;
  subtitle?: string;
  align?: ComponentProps<typeof SectionHeading>["align"];
  width?: ComponentProps<typeof Container>["size"];
  children: ReactNode;
};

/** A page section named by its heading: the section, its container, the heading, then the content. */
export function Section({
  id,
  headingId,
  title,
  eyebrow,
  subtitle,
  align,
  width,
  children,
  ...props
}: SectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} {...props}>
      <Container size={width}>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} align={align} />
        {children}
      </Container>
    </section>
  );
}
