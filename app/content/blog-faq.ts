import { websitePrice } from "./prices";
/** Questions readers ask about the blog's topics; shown on /blogg and sent as FAQ structured data. */
export const blogFaq: { question: string; answer: string }[] = [
  {
    question: "Vad kostar en hemsida för ett litet företag 2025?",
    answer: `En onepager kostar ofta 5 000–10 000 kr, en småföretagssajt med 3–5 sidor 15 000–30 000 kr och en skräddarsydd lösning från 30 000 kr, allt exklusive moms. Vår Färdig Hemsida kostar ${websitePrice} + moms för upp till sex sidor, med ett års hosting inräknat.`,
  },
  {
    question: "Hur lång tid tar det att bygga en hemsida?",
    answer:
      "En enkel hemsida kan vara klar på 4–5 arbetsdagar när texter och bilder finns på plats. Större projekt med egen design och fler funktioner tar ofta flera veckor, och det som oftast försenar arbetet är material som inte blivit klart.",
  },
  {
    question: "Vad är skillnaden mellan SEO och generativ SEO?",
    answer:
      "SEO handlar om att synas i Googles vanliga sökresultat. Generativ SEO – GEO, AEO och AIO – handlar om att bli citerad i AI-drivna svar, till exempel Googles AI-översikter och ChatGPT. Grunden är densamma: tydliga svar, konkreta fakta och en tekniskt sund sida.",
  },
  {
    question: "Behöver min hemsida en cookiebanner?",
    answer:
      "Ja, om sajten använder kakor eller liknande tekniker som inte är nödvändiga, till exempel Google Analytics eller annonspixlar. De får laddas först när besökaren aktivt har sagt ja, och det ska vara lika enkelt att avvisa som att acceptera.",
  },
  {
    question: "Hur många länkar ska menyn på en hemsida ha?",
    answer:
      "Högst 5–6 länkar i huvudmenyn. Färre val gör det lättare för besökaren att hitta rätt, och övriga sidor kan nås från sidfoten eller från innehållet. Tänk också på läsbarheten: brödtexten bör vara minst 14 px, helst 16 px.",
  },
];
