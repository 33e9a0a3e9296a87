import type { HowToStep, ProcessStep } from "./types";

export const processHeading = "Från första kontakt till lanserad hemsida";

export const processSubtitle = "Så går processen till";

export const processSteps: ProcessStep[] = [
  {
    step: 1,
    title: "Kontakt",
    description:
      "Du hör av dig och berättar vad du behöver – en ny hemsida, en redesign av din nuvarande, en webbapp eller hjälp att komma igång online. Vi lyssnar in dina önskemål och diskuterar tillsammans fram en plan som passar dig.",
    colour: "pink",
  },
  {
    step: 2,
    title: "Planering",
    description:
      "Tillsammans sätter vi upp målen för hemsidan, till exempel fler förfrågningar, försäljning online eller ett starkare varumärke. Vi planerar innehåll, struktur och design och tar fram en tidsplan. Du skickar över logotyp, bilder och eventuell grafisk profil.",
    colour: "blue",
  },
  {
    step: 3,
    title: "Design",
    description:
      "Vi skickar designförslag och gör analyser för att hitta rätt riktning. Sedan designar och bygger vi en professionell hemsida som är mobilanpassad, användarvänlig och sökmotoroptimerad – och presenterar den för dig.",
    colour: "violet",
  },
  {
    step: 4,
    title: "Lansering",
    description:
      "Innan lanseringen testas hemsidan noggrant. Den lanseras först när du har godkänt den och slutbetalningen är gjord. Du får också en genomgång av hur du själv gör mindre ändringar.",
    colour: "amber",
  },
];

export const howToSteps: HowToStep[] = [
  {
    name: "Behov och mål",
    text: "Vi går igenom vad du behöver och vad hemsidan ska uppnå – fler förfrågningar, försäljning online eller ett starkare varumärke.",
  },
  {
    name: "Struktur och wireframe",
    text: "Vi planerar sidor, innehåll och navigering och skissar en wireframe som visar hur besökaren leds fram till kontakt eller köp.",
  },
  {
    name: "Design",
    text: "Vi tar fram en professionell design utifrån ditt varumärke, med fokus på användarvänlighet och tydlighet i både mobil och dator.",
  },
  {
    name: "Utveckling",
    text: "Vi bygger en snabb, mobilanpassad och tillgänglig hemsida enligt WCAG, med kontaktformulär, SSL och GDPR-anpassning.",
  },
  {
    name: "SEO och generativ SEO",
    text: "Vi optimerar hemsidan för sökmotorer och AI-drivna söktjänster så att ditt företag syns när kunderna letar efter det du erbjuder.",
  },
  {
    name: "Lansering och uppföljning",
    text: "Efter test, ditt godkännande och slutbetalning lanseras hemsidan. Du får en genomgång av hur du gör ändringar, och vi följer upp resultatet.",
  },
];
