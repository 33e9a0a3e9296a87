import type { Project, ShowcaseText } from "./types";

export const referencesIntro: { title: string; intro: string } = {
  title: "Referenser",
  intro:
    "Här är ett urval av hemsidor och digitala projekt som vi har tagit fram för företag i Örebro och resten av Sverige. Varje projekt börjar med kundens mål – och slutar med en hemsida som är snabb, tillgänglig och lätt att hitta. Klicka på ett projekt för att läsa mer om utmaningen, lösningen och resultatet.",
};

/** /references shows the first four projects of the list; the rest stay in the data for later. */
export const PROJECTS_SHOWN = 4;

/** The strip of case studies on the home page: three of the shown projects, results first. */
export const homeCases = {
  eyebrow: "Kundcase",
  title: "Hemsidor som gör skillnad",
  subtitle: "Tre företag, tre utmaningar – och vad den nya hemsidan ledde till.",
  slugs: ["konditori-en-bulle-i-ugnen", "jalopy", "snickeri-ekbacken"],
  readCase: "Läs caset",
  allReferences: "Alla referenser",
} as const;

export const projects: Project[] = [
  {
    slug: "kvastapinglans-kennel",
    title: "Kvastapinglans Kennel",
    description:
      "En enkel och personlig hemsida för en kennel, med presentation av hundarna, information om kullar och ett kontaktformulär för blivande valpköpare.",
    image: "/images/projects/kennel/cover.svg",
    tags: [],
    link: "https://kvastapinglans.se",
    studio: "Vinga Design · Hemsida",
    meta: "2024 · Örebro · Design & utveckling",
    caseStudy: {
      challenge:
        "Kenneln saknade en egen hemsida och förlitade sig helt på sociala medier. Information om hundarna, planerade kullar och valpköp låg utspridd och var svår att hitta för blivande valpköpare.",
      solution:
        "Vi skapade en enkel och personlig hemsida med varm bildkänsla, tydliga sidor för hundarna, kullarna och valpinformationen samt ett kontaktformulär. Sidan är mobilanpassad och så lätt att uppdatera att kenneln själv lägger upp nyheter om kommande kullar.",
      result:
        "Kenneln har fått en samlad och trovärdig plats på nätet som speglar dess personlighet. Valpköpare hittar svar på sina vanligaste frågor direkt, och förfrågningarna som kommer in är bättre förberedda än tidigare.",
      scope: [
        "Design och utveckling av fem sidor",
        "Sidor för hundarna, kommande kullar och valpköpare",
        "Kontaktformulär för valpförfrågningar",
        "Genomgång av hur kenneln själv lägger upp nyheter",
      ],
      packageId: "fardig-hemsida",
      timeline: "5 arbetsdagar från att texter och bilder var klara till lansering",
      quote: {
        text: "Förut svarade vi på samma frågor om och om igen i sociala medier. Nu skickar vi en länk, och de som hör av sig har redan läst om hundarna och kullarna.",
        name: "Anna K.",
        role: "Ägare, Kvastapinglans Kennel",
      },
      images: [
        "/images/projects/kennel/screen-1.svg",
        "/images/projects/kennel/screen-2.svg",
        "/images/projects/kennel/screen-3.svg",
      ],
      mockup: "/images/projects/kennel/mockup.svg",
    },
  },
  {
    slug: "konditori-en-bulle-i-ugnen",
    title: "Konditori En Bulle i Ugnen",
    description:
      "Aptitlig hemsida för ett konditori i Örebro, med meny, öppettider och ett enkelt formulär för att förbeställa tårtor.",
    image: "/images/projects/bakery/cover.svg",
    tags: ["Hemsida", "Lokal SEO", "Förbeställning"],
    link: "https://enbulleiugnen.se",
    studio: "Vinga Design · Hemsida",
    meta: "2024 · Örebro · Design & utveckling",
    caseStudy: {
      challenge:
        "Konditoriet tog emot alla tårtbeställningar per telefon, vilket tog tid från bakningen och ledde till missförstånd. Den gamla hemsidan var svår att använda i mobilen och syntes dåligt i lokala sökningar.",
      solution:
        "Vi byggde en mobilanpassad hemsida med bilder som gör bakverken rättvisa, en tydlig meny och ett enkelt formulär för förbeställning av tårtor. Med lokal SEO blev konditoriet lättare att hitta för den som söker fika och tårtor i Örebro.",
      result:
        "Försäljningen av förbeställda tårtor och bakverk ökade med 45 % under det första halvåret. Telefonen ringer mer sällan, och beställningarna kommer in med alla detaljer på plats.",
      figures: [
        {
          value: "+45 %",
          label: "förbeställda tårtor och bakverk under första halvåret",
          measuredBy:
            "Mätt i konditoriets kassasystem: försäljningen av förbeställningar det första halvåret efter lanseringen, jämfört med samma halvår året innan.",
        },
      ],
      scope: [
        "Mobilanpassad hemsida med meny och öppettider",
        "Formulär för förbeställning av tårtor",
        "Lokal SEO för sökningar på fika och tårtor i Örebro",
        "Optimering av konditoriets egna bilder",
      ],
      packageId: "fardig-hemsida",
      timeline: "5 arbetsdagar från att menyn och bilderna var klara till lansering",
      quote: {
        text: "Förut stod jag med degen på händerna och skrev upp tårtbeställningar i telefon. Nu kommer beställningen med namn, storlek och hämtdag på en gång.",
        name: "Maria L.",
        role: "Ägare, Konditori En Bulle i Ugnen",
      },
      images: ["/images/projects/bakery/screen-1.svg", "/images/projects/bakery/screen-2.svg"],
      video: {
        vimeoId: "824804225",
        poster: "/images/projects/bakery/cover.svg",
      },
    },
  },
  {
    slug: "snickeri-ekbacken",
    title: "Snickeri Ekbacken",
    description:
      "Stilren hemsida för ett lokalt snickeri, med bildgalleri över genomförda projekt och ett offertformulär.",
    image: "/images/projects/carpenter/cover.svg",
    tags: ["Hemsida", "Offertformulär", "Lokal SEO"],
    link: "https://snickeriekbacken.se",
    studio: "Vinga Design · Hemsida",
    meta: "2025 · Örebro · Design & utveckling",
    caseStudy: {
      challenge:
        "Snickeri Ekbacken fick nästan alla uppdrag via rekommendationer och hade ingen plats att visa upp sitt hantverk. Den som sökte på företaget hittade bara ett telefonnummer.",
      solution:
        "Vi tog fram en stilren hemsida där bilder från genomförda projekt står i centrum, tillsammans med tydliga beskrivningar av tjänsterna och ett offertformulär där kunden beskriver sitt projekt. Sidan är optimerad för lokala sökningar på snickeritjänster i Örebro med omnejd.",
      result:
        "Nu kommer de flesta nya förfrågningarna via offertformuläret i stället för per telefon, och kunden har redan beskrivit mått, material och önskad tidsplan. Snickeriet syns bland de lokala träffarna när någon söker efter en snickare i Örebro, och fler nya kunder berättar att de har hittat dit via Google snarare än via en bekant.",
      scope: [
        "Hemsida med fyra sidor: start, tjänster, projekt och kontakt",
        "Bildgalleri över genomförda projekt",
        "Offertformulär med frågor om mått, material och tidsplan",
        "Lokal SEO för snickeritjänster i Örebro med omnejd",
      ],
      packageId: "fardig-hemsida",
      timeline: "5 arbetsdagar från att bilderna var utvalda till lansering",
      quote: {
        text: "Jag är snickare, inte säljare. Nu visar bilderna vad vi kan, och när folk hör av sig vet de redan vad de vill ha.",
        name: "Johan E.",
        role: "Grundare, Snickeri Ekbacken",
      },
      images: ["/images/projects/carpenter/screen-1.svg", "/images/projects/carpenter/screen-2.svg"],
      video: {
        vimeoId: "836492117",
        poster: "/images/projects/carpenter/cover.svg",
      },
    },
  },
  {
    slug: "jalopy",
    title: "Jalopy",
    description:
      "Ny webbdesign för Jalopy, en verkstad som restaurerar klassiska bilar, med tydliga användarflöden från tjänst till bokning.",
    image: "/images/projects/jalopy/cover.svg",
    tags: ["Webbdesign", "UX Design", "Användarflöden"],
    studio: "Vinga Design · Webbdesign",
    meta: "2024 · Örebro · UX & webbdesign",
    caseStudy: {
      challenge:
        "Jalopy hade gott rykte bland bilentusiaster men en föråldrad hemsida som inte speglade kvaliteten i hantverket. Besökarna hade svårt att förstå vilka tjänster som erbjöds och hur man bokade en första konsultation.",
      solution:
        "Vi gjorde om hemsidan från grunden med en design som andas bilkultur, stora bilder på restaurerade bilar och tydliga användarflöden från tjänst till bokning. Innan lanseringen testade vi två designriktningar med riktiga kunder för att välja den som fungerade bäst.",
      result:
        "I användartesterna föredrog 89 % av deltagarna den nya designen. Efter lanseringen har Jalopy fått 60 % fler förfrågningar via hemsidan.",
      figures: [
        {
          value: "89 %",
          label: "av testdeltagarna föredrog den nya designen",
          measuredBy:
            "Användartest före lanseringen: 16 av 18 av Jalopys kunder valde den nya designen efter att ha löst samma uppgifter i båda designriktningarna.",
        },
        {
          value: "+60 %",
          label: "förfrågningar via hemsidan efter lanseringen",
          measuredBy:
            "Mätt i Google Analytics: skickade förfrågningsformulär tre månader före och tre månader efter lanseringen.",
        },
      ],
      scope: [
        "Intervjuer med kunder och kartläggning av användarflöden",
        "Två designriktningar, testade med riktiga kunder",
        "Ny design och utveckling av hela hemsidan",
        "Bokningsflöde för en första konsultation",
      ],
      packageId: "skraddarsydd-losning",
      timeline: "Sex veckor: två veckor research och användartester, fyra veckor design och utveckling",
      quote: {
        text: "Testerna gjorde skillnad. Vi valde inte den design vi själva tyckte bäst om, utan den som kunderna faktiskt hittade rätt i – och det märks på förfrågningarna.",
        name: "Mikael J.",
        role: "Verkstadschef, Jalopy",
      },
      images: ["/images/projects/jalopy/screen-1.svg", "/images/projects/jalopy/screen-2.svg"],
      video: {
        vimeoId: "851273904",
        poster: "/images/projects/jalopy/cover.svg",
      },
    },
  },
  {
    slug: "medlearn",
    title: "MedLearn",
    description:
      "UX-design och utveckling av en e-learningplattform där vårdpersonal genomför utbildningar i korta, mobilvänliga moduler.",
    image: "/images/projects/medlearn/cover.svg",
    tags: ["Webbapp", "E-learning", "UX Design"],
    studio: "Vinga Design · Webbapp",
    meta: "2023 · Sverige · UX & utveckling",
    caseStudy: {
      challenge:
        "MedLearn skulle utbilda vårdpersonal i nya rutiner, men många avbröt kurserna halvvägs. Plattformen var tung att navigera, särskilt i mobilen mellan arbetspassen.",
      solution:
        "Vi byggde om plattformen med korta moduler, tydliga framstegsindikatorer och en responsiv design som fungerar lika bra på surfplattan i personalrummet som på datorn hemma. Allt innehåll anpassades efter WCAG för att fungera för alla användare.",
      result:
        "Plattformen används i dag av över 5000 användare, och 94 % av deltagarna slutför sina kurser. Kursansvariga lägger dessutom betydligt mindre tid på påminnelser och support.",
      figures: [
        {
          value: "5 000+",
          label: "användare på plattformen",
          measuredBy: "Registrerade användare i plattformens administration, ett år efter lanseringen.",
        },
        {
          value: "94 %",
          label: "av deltagarna slutför sina kurser",
          measuredBy:
            "Andelen påbörjade kurser som slutfördes, enligt plattformens kursstatistik för det första året.",
        },
      ],
      scope: [
        "UX-analys av den befintliga plattformen",
        "Kurser i korta moduler med framstegsindikator",
        "Responsiv design för mobil, surfplatta och dator",
        "Tillgänglighetsanpassning enligt WCAG",
      ],
      packageId: "skraddarsydd-losning",
      timeline: "Fyra månader från förstudie till lansering",
      quote: {
        text: "Personalen gör klart kurserna nu, även de som tar dem i mobilen mellan passen. Vi behöver knappt skicka några påminnelser längre.",
        name: "Karin B.",
        role: "Utbildningsansvarig, MedLearn",
      },
      images: ["/images/projects/medlearn/cover.svg", "/images/projects/medlearn/screen-1.svg"],
      video: {
        vimeoId: "869031552",
        poster: "/images/projects/medlearn/cover.svg",
      },
    },
  },
  {
    slug: "tradgardsgladje",
    title: "Trädgårdsglädje",
    description:
      "SEO-projekt för en trädgårdsbutik som ville nå fler kunder via sökmotorer och AI-drivna söktjänster.",
    image: "/images/projects/tradgard/cover.svg",
    tags: ["SEO", "Generativ SEO", "Innehåll"],
    studio: "Vinga Design · SEO",
    meta: "2025 · Örebro · SEO & generativ SEO",
    caseStudy: {
      challenge:
        "Trädgårdsglädje hade en fin webbshop men syntes knappt i sökresultaten. De flesta besökarna kom via betalda annonser, vilket blev dyrt i längden.",
      solution:
        "Vi gjorde en teknisk SEO-genomgång, byggde om sidstrukturen och skrev innehåll som svarar på de frågor trädgårdsintresserade faktiskt ställer. Med generativ SEO strukturerades innehållet så att det också kan lyftas fram av AI-drivna söktjänster.",
      result:
        "Den organiska trafiken ökade med 75 % på ett halvår, och en allt större andel av kunderna hittar nu till butiken utan betalda annonser.",
      figures: [
        {
          value: "+75 %",
          label: "organisk trafik på ett halvår",
          measuredBy:
            "Mätt i Google Analytics: besök från obetalda sökträffar halvåret efter omarbetningen, jämfört med halvåret före.",
        },
      ],
      scope: [
        "Teknisk SEO-genomgång",
        "Ny sidstruktur för kategorier och guider",
        "Innehåll som svarar på kundernas vanligaste frågor",
        "Generativ SEO för AI-drivna söktjänster",
      ],
      packageId: "skraddarsydd-losning",
      timeline: "Tre månaders arbete, sedan uppföljning varje månad",
      quote: {
        text: "Förut gick en stor del av budgeten till annonser bara för att synas. Nu hittar kunderna till oss ändå, och annonserna använder vi när vi vill – inte för att vi måste.",
        name: "Lena H.",
        role: "Ägare, Trädgårdsglädje",
      },
      images: ["/images/projects/tradgard/cover.svg", "/images/projects/tradgard/screen-1.svg"],
      video: {
        vimeoId: "877615038",
        poster: "/images/projects/tradgard/cover.svg",
      },
    },
  },
];

export const showcaseTexts: ShowcaseText[] = [
  {
    projectTitle: "Jalopy",
    paragraphs: [
      "Jalopy restaurerar klassiska bilar med ett hantverk som märks in i minsta detalj. Den gamla hemsidan gjorde inte arbetet rättvisa – den kändes daterad och gjorde det svårt för besökarna att förstå vad verkstaden erbjöd och hur man kom i kontakt.",
      "Vi började med att kartlägga hur Jalopys kunder faktiskt letar: de vill se tidigare restaureringar, förstå processen och snabbt kunna boka en första konsultation. Utifrån det byggde vi en design med stora bilder, varma färger och tydliga användarflöden från tjänst till bokning. Två designriktningar testades med riktiga kunder innan vi valde väg.",
      "Resultatet är en hemsida som andas bilkultur och samtidigt är lätt att använda i både mobil och dator. Den är sökmotoroptimerad, tillgänglig och byggd för att förvandla nyfikna bilentusiaster till nöjda kunder.",
    ],
  },
  {
    projectTitle: "FlowPlanner",
    paragraphs: [
      "FlowPlanner är en planeringsapp för frilansare som vill ha koll på uppdrag, deadlines och arbetade timmar på ett och samma ställe. Idén kom från en frustration som många egenföretagare känner igen: planeringen är utspridd i kalendrar, anteckningar och kalkylark.",
      "Vi intervjuade frilansare i olika branscher för att förstå hur deras vardag ser ut och byggde sedan appen kring några få, tydliga flöden: planera veckan, logga tid och se vad som ska faktureras. Varje vy är designad för att ge överblick på några sekunder, oavsett om du sitter vid datorn eller kollar läget i mobilen.",
      "Slutprodukten är ett lugnt och fokuserat verktyg som tar bort stressen ur planeringen. Användarna lägger mindre tid på administration och mer tid på det de faktiskt får betalt för.",
    ],
  },
  {
    projectTitle: "Kvastapinglans Kennel",
    paragraphs: [
      "Kvastapinglans Kennel ville ha en hemsida som känns lika personlig som kenneln själv. Tidigare fanns all information i sociala medier, där nyheter om hundar och kullar snabbt försvann i flödet.",
      "Vi skapade en enkel och varm hemsida där hundarna står i centrum. Tydliga sidor för hundarna, kommande kullar och information till valpköpare gör det lätt att hitta rätt, och ett kontaktformulär gör det enkelt att ta första steget. Designen är mobilanpassad, eftersom de flesta besökarna hittar dit via telefonen.",
      "Hemsidan är dessutom så lätt att uppdatera att kenneln själv kan lägga upp nyheter och bilder. Resultatet är en trovärdig och samlad plats på nätet – och valpköpare som redan känner kenneln när de hör av sig.",
    ],
  },
  {
    projectTitle: "Konditori En Bulle i Ugnen",
    paragraphs: [
      "Konditori En Bulle i Ugnen bakar allt från kanelbullar till bröllopstårtor i centrala Örebro. Beställningarna kom tidigare in per telefon, ofta mitt i bakningen, och den gamla hemsidan var svår att använda i mobilen.",
      "Vi tog fram en aptitlig hemsida där bilderna på bakverken får ta plats, med en tydlig meny, öppettider och ett enkelt formulär för att förbeställa tårtor. Med lokal SEO syns konditoriet nu när någon i närheten söker efter fika eller tårta till helgens kalas.",
      "Efter lanseringen ökade försäljningen av förbeställda tårtor och bakverk med 45 % under det första halvåret. Beställningarna kommer in med alla detaljer på plats, och personalen kan lägga tiden på det de gör bäst – att baka.",
    ],
  },
  {
    projectTitle: "Snickeri Ekbacken",
    paragraphs: [
      "Snickeri Ekbacken bygger platsbyggda kök, bokhyllor och trappor med stor omsorg om både material och detaljer. Uppdragen kom nästan alltid via rekommendationer, men det fanns ingen plats där nya kunder kunde se hantverket med egna ögon.",
      "Vi skapade en stilren hemsida där bilderna från genomförda projekt står i centrum, med en lugn formgivning som låter träet tala. Tjänsterna beskrivs tydligt, och ett offertformulär gör det enkelt för kunden att berätta om sitt projekt redan vid första kontakten.",
      "Hemsidan är optimerad för lokala sökningar på snickeritjänster i Örebro med omnejd och fungerar lika bra i mobilen som på datorn. Nu har snickeriet ett digitalt skyltfönster som arbetar för dem dygnet runt.",
    ],
  },
];
