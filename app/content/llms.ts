/** The site's key pages as /llms.txt describes them to generative engines, one line each. */
export const llmsCopy = {
  summary:
    "Vinga Design är en webbyrå i Örebro som bygger snabba, tillgängliga och sökmotoroptimerade hemsidor till fast pris för småföretag, med SEO och generativ SEO.",
  details: [
    "Färdig hemsida för 13 900 kr + moms, klar på 5 arbetsdagar; hemsideprenumeration för 1 900 kr/mån; skräddarsydda webbappar och SEO-uppdrag efter offert. Allt innehåll är på svenska.",
  ],
  pagesTitle: "Sidor",
  caseStudiesTitle: "Kundcase",
  articlesTitle: "Artiklar",
  pages: [
    {
      path: "/",
      title: "Startsida",
      description: "Vad byrån gör, hur arbetet går till i sex steg och vad kunderna säger.",
    },
    {
      path: "/tjanster",
      title: "Tjänster och priser",
      description:
        "Paketen med fasta priser, vad som ingår, vanliga frågor och arbetsmetoden design thinking.",
    },
    {
      path: "/references",
      title: "Referenser",
      description: "Utvalda kundprojekt och färdiga designmallar att utgå från.",
    },
    {
      path: "/blogg",
      title: "Blogg",
      description: "Guider om vad en hemsida kostar, design, användbarhet, SEO, generativ SEO och GDPR.",
    },
    { path: "/about", title: "Om oss", description: "Byrån, visionen och grundaren Sara Lindberg." },
    {
      path: "/contact",
      title: "Kontakt",
      description: "Kontaktformulär, telefon, e-post, adress och öppettider.",
    },
    {
      path: "/integritetspolicy",
      title: "Integritetspolicy",
      description: "Hur personuppgifter och cookies hanteras på webbplatsen.",
    },
  ],
} as const;
