import { subscriptionPrice, websitePrice } from "./prices";
import { anchors, paths, withAnchor } from "~/lib/paths";
import type { FaqItem } from "./types";

export const faqItems: FaqItem[] = [
  {
    question: "Vad kostar en hemsida och vad ingår?",
    answer: `Vårt paket Färdig Hemsida kostar ${websitePrice} + moms till fast pris, och hosting ingår det första året. Från och med år två kostar hostingen 1300 kr/år. I priset ingår upp till 6 sidor, mobilanpassad design, on-page- och off-page-SEO, generativ SEO, Google Analytics och Search Console, favicon, kontaktformulär, grundläggande tillgänglighet (WCAG), GDPR-anpassning, cookiebanner, SSL-certifikat, koppling av domän och bildoptimering.`,
  },
  {
    question: "Hur lång tid tar det att bygga en hemsida?",
    answer:
      "En enkel hemsida kan vara klar på 5 arbetsdagar, förutsatt att vi har fått logotyp, bilder och texter från dig. Större eller skräddarsydda projekt tar längre tid, och då gör vi alltid upp en tidsplan tillsammans i planeringsfasen.",
  },
  {
    question: "Vad kostar SEO?",
    answer:
      "Grundläggande SEO och generativ SEO ingår redan i Färdig Hemsida. Behöver du mer än så kostar ett grundläggande SEO-arbete vanligtvis 5 000–15 000 kr, medan större insatser ligger på 20 000–50 000 kr. Löpande SEO-arbete kostar 3 000–10 000 kr per månad beroende på omfattning.",
  },
  {
    question: "Har ni färdiga mallar?",
    answer:
      "Ja. Med paketet Färdig mall väljer du en av våra designmallar, som vi sedan anpassar med din logotyp, dina färger och ditt innehåll. Det kostar 5 900 kr + moms och levereras inom 7 arbetsdagar. Hosting tillkommer med 1300 kr/år. Mallarna kan du se bland våra referenser under Designmallar.",
    link: { href: withAnchor(paths.references, anchors.templates), label: "Se våra designmallar" },
  },
  {
    question: "Vem äger hemsidan?",
    answer:
      "Det gör du. När hemsidan är lanserad och slutbetald är den ditt företags, och texter, bilder och annat innehåll som du har tagit fram tillhör alltid dig. Vi rekommenderar att domänen registreras i ditt företags namn, så att du alltid har full kontroll.",
  },
  {
    question: "Kan jag uppdatera hemsidan själv?",
    answer:
      "Ja. I samband med lanseringen går vi igenom hur du själv gör mindre ändringar, till exempel byter texter eller bilder. Vill du hellre slippa tänka på det sköter vi uppdateringarna åt dig – det ingår i Hemsideprenumerationen.",
  },
  {
    question: "Följer hemsidan GDPR och reglerna för cookies?",
    answer:
      "Ja. Alla våra hemsidor är GDPR-anpassade och har en cookiebanner där besökaren själv väljer vilka cookies som får användas. Analysverktyg aktiveras först när besökaren har gett sitt samtycke, och kontaktformuläret skickas över en krypterad SSL-anslutning.",
  },
  {
    question: "Är hemsidan tillgänglig för alla?",
    answer:
      "Vi bygger efter riktlinjerna i WCAG så att hemsidan fungerar för så många som möjligt, även för den som använder skärmläsare, navigerar med tangentbordet eller har nedsatt syn. Det handlar bland annat om god kontrast, tydliga rubriker, alternativtexter till bilder och läsbar textstorlek. Grundläggande tillgänglighet ingår i Färdig Hemsida.",
  },
  {
    question: "Ska jag välja prenumeration eller engångsköp?",
    answer: `Med Färdig Hemsida betalar du ${websitePrice} + moms en gång och får en färdig hemsida som du sedan sköter själv. Med Hemsideprenumerationen betalar du ${subscriptionPrice} + moms och får i stället löpande innehållsuppdateringar, SEO- och GEO-analys och analys av användarflöden. Prenumerationen passar dig som vill att hemsidan ska fortsätta utvecklas utan att du behöver lägga tid på den.`,
  },
  {
    question: "Hur går betalningen till?",
    answer:
      "Du får se och godkänna hemsidan innan den publiceras. Hemsidan lanseras först när du har godkänt den och slutbetalningen är gjord. Eftersom vi arbetar med fasta priser vet du redan från början vad hemsidan kommer att kosta.",
  },
];
