import { subscriptionPrice, websitePrice } from "./prices";
import { paths } from "~/lib/paths";

/** The site's key pages as /llms.txt describes them to generative engines, one line each. */
export const llmsCopy = {
  summary:
    "Vinga Design är en webbyrå i Örebro som bygger snabba, tillgängliga och sökmotoroptimerade hemsidor till fast pris för småföretag, med SEO och generativ SEO.",
  details: [
    `Färdig hemsida för ${websitePrice} + moms, klar på 5 arbetsdagar; hemsideprenumeration för ${subscriptionPrice}; skräddarsydda webbappar och SEO-uppdrag efter offert. Allt innehåll är på svenska.`,
  ],
  pagesTitle: "Sidor",
  caseStudiesTitle: "Kundcase",
  articlesTitle: "Artiklar",
  pages: [
    {
      path: paths.home,
      title: "Startsida",
      description: "Vad byrån gör, hur arbetet går till i sex steg och vad kunderna säger.",
    },
    {
      path: paths.services,
      title: "Tjänster och priser",
      description:
        "Paketen med fasta priser, vad som ingår, vanliga frågor och arbetsmetoden design thinking.",
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
