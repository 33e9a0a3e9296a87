/**
 * The ids that tie the buttons on /references to the dialogs they open with invoker commands
 * (`commandfor`), and the dialogs of one row (a case study's enlarged images) to each other.
 */
export const dialogIds = {
  showcase: (slug: string) => `showcase-${slug}`,
  caseStudy: (slug: string) => `case-study-${slug}`,
  enlarged: (slug: string, index: number) => `case-study-${slug}-image-${index + 1}`,
  template: (id: string) => `template-${id}`,
};
