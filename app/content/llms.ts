import { fact, type Facts } from "~/lib/facts";
import { paths } from "~/lib/paths";
import { countInWords } from "~/lib/number-words";
import { buildStepsCopy } from "./process";
import type { BuildStep, ProcessStep } from "./types";

/** The site's key pages as /llms.txt describes them to generative engines, one line each. */
export const llmsCopy = {
  summary:
    "Vinga Design är en webbyrå i Örebro som bygger snabba, tillgängliga och sökmotoroptimerade hemsidor till fast pris för småföretag, med SEO och generativ SEO.",
  /** The offer in the packages' own facts, then the process steps and the build steps the home page shows. */
  details: (facts: Facts, steps: readonly ProcessStep[], buildSteps: readonly BuildStep[]) => {
    const price = (id: string) => fact(facts, `${id}.price`);
    const moms = fact(facts, "moms");
    return [
      `Färdig Hemsida för ${price("fardig-hemsida")} ${moms}, upp till ${fact(facts, "fardig-hemsida.pages")} sidor, klar på ${fact(facts, "fardig-hemsida.delivery")}, hosting ingår första året och kostar sedan ${fact(facts, "hosting")} ${moms} (${fact(facts, "hosting.covers")}); Hemsideprenumeration för ${price("hemsideprenumeration")} ${moms}, bygget ingår och ${fact(facts, "hemsideprenumeration.startFee")}, bindningstid ${fact(facts, "hemsideprenumeration.minimumTerm")}; Färdig mall för ${price("fardig-mall")} ${moms}, levererad inom ${fact(facts, "fardig-mall.delivery")}, utan webbshop; skräddarsydda lösningar, webbshoppar, webbappar och SEO-uppdrag efter offert. Varje hemsida har ${fact(facts, "tillganglighet")}. Allt innehåll är på svenska.`,
      "",
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
  ],
} as const;
