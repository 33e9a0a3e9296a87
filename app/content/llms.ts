import { fact, type Facts } from "~/lib/facts";
import { paths } from "~/lib/paths";
import { countInWords } from "~/lib/number-words";
import { buildStepsCopy } from "./process";
import type { BuildStep, Package, ProcessStep } from "./types";

/** The site's key pages as /llms.txt describes them to generative engines, one line each. */
export const llmsCopy = {
  summary:
    "Vinga Design är en webbyrå i Örebro som bygger snabba, tillgängliga och sökmotoroptimerade hemsidor till fast pris för småföretag, med SEO och generativ SEO.",
  /**
   * The offer and its terms in the facts' own words (a blank line after each, so each is a
   * paragraph of its own), then the process steps and the build steps the home page shows.
   */
  details: ({
    facts,
    templatePackage,
    openingHours,
    steps,
    buildSteps,
  }: {
    facts: Facts;
    /** The template package's card: /tjanster does not show it, so its inclusions are stated here. */
    templatePackage: Package;
    /** The opening hours as the contact page shows them, one rule each. */
    openingHours: readonly string[];
    steps: readonly ProcessStep[];
    buildSteps: readonly BuildStep[];
  }) => {
    const f = (name: string) => fact(facts, name);
    const moms = f("moms");
    const paragraphs = [
      `Färdig Hemsida för ${f("fardig-hemsida.price")} ${moms}: upp till ${f("fardig-hemsida.pages")} sidor, klar på ${f("fardig-hemsida.delivery")}, ${f("leveransvillkor")}. Hosting ingår första året och kostar sedan ${f("hosting")} ${moms} (${f("hosting.covers")}).`,
      `Hemsideprenumeration för ${f("hemsideprenumeration.price")} ${moms}: bygget ingår och ${f("hemsideprenumeration.startFee")}. Bindningstid ${f("hemsideprenumeration.minimumTerm")}, därefter uppsägningstid ${f("hemsideprenumeration.noticePeriod")}.`,
      `Färdig mall för ${f("fardig-mall.price")} ${moms}: levererad inom ${f("fardig-mall.delivery")}, ${f("leveransvillkor")}. Ingår: ${templatePackage.features.join("; ")}. ${templatePackage.additionalInfo ?? ""}`,
      "Skräddarsydda lösningar, webbshoppar, webbappar och SEO-uppdrag efter offert.",
      `Betalning: ${f("betalning")}. Ägande: ${f("agande")}. Varje hemsida har ${f("tillganglighet")}. Allt innehåll är på svenska.`,
      `Svarstid: ett meddelande via kontaktformuläret besvaras inom ${f("svarstid")}.${openingHours.length > 0 ? ` Öppettider: ${openingHours.join(", ")}.` : ""}`,
    ];
    return [
      ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
      "Så går arbetet till, från första kontakt till lanserad hemsida:",
      "",
      ...steps.map((step) => `${step.step}. ${step.title}: ${step.description}`),
      // A blank line ends each list, so the next detail is not read as part of its last step.
      "",
      `${buildStepsCopy.title}, i ${countInWords(buildSteps.length)} moment:`,
      "",
      ...buildSteps.map((step) => `${step.step}. ${step.title}: ${step.description}`),
      "",
    ];
  },
  pagesTitle: "Sidor",
  caseStudiesTitle: "Kundcase",
  /** A case's line: what we made, then its measured result when it has one. */
  caseDescription: (project: { description: string; headline?: { value: string; label: string } }) =>
    project.headline
      ? `${project.description} Resultat: ${project.headline.value} ${project.headline.label}.`
      : project.description,
  articlesTitle: "Artiklar",
  authorsTitle: "Skribenter",
  /** An author page's line: who the person is at the agency, then what she writes about. */
  authorDescription: (person: { role: string; writesAbout: string }) =>
    `${person.role}. ${person.writesAbout}`,
  pages: [
    {
      path: paths.home,
      title: "Startsida",
      description:
        "Vad byrån gör, hur arbetet går till, hur hemsidan byggs moment för moment och vad kunderna säger.",
    },
    {
      path: paths.services,
      title: "Tjänster och priser",
      description:
        "Paketen med fasta priser, skräddarsydda lösningar efter offert, vad som ingår, vanliga frågor och arbetsmetoden design thinking.",
    },
    {
      path: paths.references,
      title: "Referenser",
      description: "Utvalda kundprojekt och färdiga designmallar att utgå från.",
    },
    {
      path: paths.blog,
      title: "Blogg",
      description: "Guider om vad en hemsida kostar, design, användbarhet, SEO, generativ SEO och GDPR.",
    },
    { path: paths.about, title: "Om oss", description: "Byrån, visionen och grundaren Sara Lindberg." },
    {
      path: paths.contact,
      title: "Kontakt",
      description: "Kontaktformulär, telefon, e-post, adress och öppettider.",
    },
    {
      path: paths.privacy,
      title: "Integritetspolicy",
      description: "Hur personuppgifter och cookies hanteras på webbplatsen.",
    },
    {
      path: paths.accessibility,
      title: "Tillgänglighetsredogörelse",
      description:
        "Hur webbplatsen uppfyller WCAG 2.2 AA, hur det har kontrollerats och hur man rapporterar ett hinder.",
    },
  ],
} as const;
