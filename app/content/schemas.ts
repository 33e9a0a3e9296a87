/**
 * The shape of each content collection (app/content.config.ts). Apart from the config so the
 * unit tests can check the same data files against the same rules without running Astro.
 */
import { z } from "astro/zod";
import type { ImageFunction } from "astro:content";

const iconNames = [
  "Sparkles",
  "Search",
  "Palette",
  "BadgeCheck",
  "Smartphone",
  "Server",
  "Accessibility",
  "ShieldCheck",
  "Code",
  "Workflow",
  "Rocket",
  "RefreshCw",
  "LayoutTemplate",
  "PenTool",
] as const;

/** The lucide icons content may name; app/ui/icon.tsx maps each to its component. */
export const iconNameSchema = z.enum(iconNames);

const kronor = z.number().int().positive();

/**
 * A text rule with its Swedish words: the build reports the words when a file breaks the rule, and
 * the editor (build-steps/cms/schema-fields.ts, which reads `patternMessage`) shows the same words
 * before saving, never the regular expression.
 */
export const matching = (pattern: RegExp, words: string) =>
  // Trimmed first, as the editor trims a value before it tests it.
  z.string().trim().regex(pattern, words).meta({ patternMessage: words });

/** An address or a reference: lower-case words joined by hyphens, the way the editor makes them from a title. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_WORDS = "Bara a–z, siffror och bindestreck; å och ä blir a, ö blir o";

/** "14 500", "14 500 kr" or "14500": how a price is typed; see kronorInput. */
const KRONOR_TEXT = /^[1-9](?:\d*|\d{0,2}(?:[ \u00a0]\d{3})+)(?: ?kr)?$/;
export const KRONOR_WORDS = "Skriv beloppet i hela kronor med siffror, till exempel 14 500 eller 14 500 kr";

/**
 * An amount in kronor as a file holds it: a number, or the text the editor writes when she types
 * "14 500 kr" (the editor's price field is a text field with this rule), read as the number.
 */
export const kronorInput = z.union(
  [kronor, matching(KRONOR_TEXT, KRONOR_WORDS).transform((text) => Number(text.replace(/\D/g, "")))],
  { error: KRONOR_WORDS },
);

/** Where an entry stands in its list: Astro returns a collection's entries in no set order. */
const listOrder = z.number().int().positive();

/** An entry of a list the site shows in order. */
const listEntry = z.object({ order: listOrder });

/**
 * Facts that belong to no single package. Texts in the collections name them as {moms} and
 * {hosting}; see app/lib/facts.ts.
 */
export const businessFactsSchema = z
  .object({
    /** How every price is followed: prices are stated excluding VAT. */
    vatNote: z
      .string()
      .min(1)
      .describe("Står efter varje pris på webbplatsen, som alla anges exklusive moms. I texter: {moms}."),
    /** Hosting per year once it is no longer included. */
    hostingPerYear: kronorInput.describe(
      "Hosting per år i kronor, från år två med Färdig Hemsida och från start med Färdig mall. I texter: {hosting}.",
    ),
    /** What the hosting fee pays for, as a phrase: {hosting.covers}. */
    hostingCovers: z
      .string()
      .min(1)
      .describe(
        "Vad hostingavgiften betalar för, som en fras efter ”som täcker”. I texter: {hosting.covers}.",
      ),
    /** The one wording of the accessibility every site gets: {tillganglighet}, or {Tillganglighet} first in a sentence. */
    accessibility: z
      .string()
      .min(1)
      .describe(
        "Den enda formuleringen av tillgängligheten varje hemsida får. I texter: {tillganglighet}, eller {Tillganglighet} först i en mening.",
      ),
    /** The line under the name on the default share image (public/images/og/default.svg). */
    shareTagline: z
      .string()
      .min(1)
      .describe("Raden under namnet på delningsbilden som visas när någon delar en länk till webbplatsen."),
    /** How soon we answer a message, in words ("en arbetsdag"): the promise by the form's send button. */
    replyWithin: z
      .string()
      .min(1)
      .describe("Hur snabbt vi svarar på ett meddelande, i ord (”en arbetsdag”). I texter: {svarstid}."),
    /** From when a promised delivery time counts, as a phrase after it: {leveransvillkor}. */
    deliveryCondition: z
      .string()
      .min(1)
      .describe(
        "Från när en utlovad leveranstid räknas, som en fras efter tiden (”klar på {fardig-hemsida.delivery}, räknat från …”). I texter: {leveransvillkor}.",
      ),
    /** When the customer pays and when the site is launched: {betalning}, or {Betalning} first in a sentence. */
    paymentTerms: z
      .string()
      .min(1)
      .describe(
        "När kunden betalar och när hemsidan lanseras, som en fras. I texter: {betalning}, eller {Betalning} först i en mening.",
      ),
    /** Who owns the site and its content: {agande}, or {Agande} first in a sentence. */
    ownership: z
      .string()
      .min(1)
      .describe(
        "Vem som äger hemsidan och innehållet, som en fras. I texter: {agande}, eller {Agande} först i en mening.",
      ),
  })
  .describe(
    "Fakta som inte hör till ett enskilt paket. Texter på webbplatsen nämner dem som {moms}, {hosting}, {hosting.covers}, {tillganglighet}, {svarstid}, {leveransvillkor}, {betalning} och {agande}.",
  );

/** A price card. Texts may name facts as {fardig-hemsida.price} and the like (app/lib/facts.ts). */
export const packageSchema = listEntry
  .extend({
    title: z.string().min(1),
    /**
     * Excluding VAT; null when the price is set by a quote. Left out means the same: the editor
     * omits an empty optional field (decision 0019).
     */
    price: kronorInput
      .nullable()
      .default(null)
      .describe(
        "I kronor exklusive moms, till exempel 14 500 eller 14 500 kr. Lämna tomt bara när priset sätts genom offert (då visas ”Pris efter offert”): ett paket vars pris en text nämner måste ha ett.",
      ),
    billing: z.enum(["once", "monthly"]),
    /** The delivery we promise, in working days. */
    deliveryWorkingDays: kronor
      .optional()
      .describe(
        "Leveranstiden vi lovar, i arbetsdagar. I texter: {paketets-id.delivery}, t.ex. {fardig-hemsida.delivery}.",
      ),
    /** The most pages the price covers. */
    pagesIncluded: kronor
      .optional()
      .describe("Hur många sidor priset som mest omfattar. I texter: {paketets-id.pages}."),
    /**
     * The year of the site from which its hosting costs the hosting fee (business-facts.yaml): 2 when
     * the first year is included, 1 when it is paid from the start. Absent when the package includes
     * hosting throughout (the subscription) or a quote sets it.
     */
    hostingFeeFromYear: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        "Från vilket år hemsidan kostar hostingavgiften: 2 när första året ingår, 1 när den betalas från start. Tomt när hostingen ingår hela tiden (prenumerationen) eller sätts i en offert.",
      ),
    /** A monthly package's notice after the binding period, in months: {<id>.noticePeriod}. */
    noticeMonths: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        "Ett månadspakets uppsägningstid i månader efter bindningstiden. I texter: {paketets-id.noticePeriod}.",
      ),
    /** A monthly package's binding period in months: {<id>.minimumTerm}. */
    minimumTermMonths: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("Ett månadspakets bindningstid i månader. I texter: {paketets-id.minimumTerm}."),
    /** A monthly package's fee to start, 0 when the build is included: {<id>.startFee}. */
    startFee: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe(
        "Ett månadspakets startavgift i kronor, 0 när bygget ingår. I texter: {paketets-id.startFee}.",
      ),
    description: z.string().min(1),
    features: z.array(z.string().min(1)).min(1),
    additionalInfo: z.string().min(1).optional(),
    icon: iconNameSchema,
    cta: z.enum(["Kontakta oss", "Begär offert"]),
    highlighted: z.boolean().default(false),
    /** Whether /tjanster shows the card (the template package is offered from /references). */
    onServicesPage: z
      .boolean()
      .describe(
        "Om kortet visas på /tjanster. Färdig mall erbjuds från designmallarna på /references i stället.",
      ),
  })
  .describe(
    "Priskorten, i ordning, och den enda källan till varje pris, leveranstid och sidantal på webbplatsen. Texter skriver inte priset själva utan nämner det med paketets id: {fardig-hemsida.price} blir paketets pris i kronor (med /mån för ett månadspaket), {fardig-hemsida.delivery} dess leveranstid och {fardig-hemsida.pages} dess sidantal; {moms} och {hosting} kommer från Företagsfakta.",
  );

export const processStepSchema = z
  .object({
    step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    title: z.string().min(1),
    description: z.string().min(1),
    colour: z.enum(["pink", "blue", "violet", "amber"]),
  })
  .describe(
    "Stegen i startsidans avsnitt om hur vi arbetar tillsammans med kunden; de visas också i llms.txt.",
  );

/**
 * One of the six steps of how a site is built (the home page's "Så bygger vi hemsidan" and its
 * HowTo structured data): a different thing from the four-step process with the customer.
 */
export const buildStepSchema = z
  .object({
    /** Its place in the order; the steps are numbered 1, 2, 3 … without a gap. */
    step: z.number().int().positive(),
    title: z.string().min(1),
    description: z.string().min(1),
  })
  .describe(
    "De sex stegen i hur en hemsida byggs (startsidans ”Så bygger vi hemsidan”), numrerade 1, 2, 3 … utan lucka.",
  );

export const faqItemSchema = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
  link: z
    .object({
      // Not ending in "/": Sveltia reads a pattern that ends in a slash as /pattern/flags.
      href: matching(/^\/\S*$/, "En adress på webbplatsen som börjar med /, till exempel /tjanster"),
      label: z.string().min(1),
    })
    .optional(),
});

/** One list of questions per file; the file's name is the list's id. */
export const faqListSchema = z
  .object({ questions: z.array(faqItemSchema).min(1) })
  .describe(
    "En lista med frågor per fil: tjanster visas på /tjanster, blogg på /blogg, båda också som strukturerade data. Priser, tider och sidantal nämns som fakta ({fardig-hemsida.price} och liknande), aldrig inskrivna.",
  );

/**
 * A screenshot or preview: a raster file (PNG, JPEG, WebP or AVIF) in app/assets/, named relative to
 * the data file (Astro's image() measures it; a missing file stops the build naming the file and
 * the field), with its Swedish description for readers who cannot see it. The pages serve it as
 * AVIF and WebP in the sizes each place needs (app/lib/pictures.server.ts).
 */
const picture = (image: ImageFunction) =>
  z.object({
    src: image().describe("En skärmbild i PNG, JPEG, WebP eller AVIF, gärna dubbelt så bred som den visas."),
    alt: z
      .string()
      .min(1)
      .describe("Vad bilden visar, i en mening, för den som inte ser den (läses upp av skärmläsare)."),
  });

export const designTemplateSchema = ({ image }: { image: ImageFunction }) =>
  listEntry
    .extend({
      title: z.string().min(1),
      description: z.string().min(1),
      /** The card's picture (4:3), from app/assets/templates/. */
      image: picture(image),
      /** The whole page in the template's dialog, from app/assets/templates/; else the card's picture. */
      detailImage: picture(image).optional(),
      category: z.enum(["Resor", "E-handel", "Mat & Dryck", "Skönhet & Hälsa"]),
      tags: z.array(z.string().min(1)).min(1),
    })
    .describe("Designmallarna på /references (paketet Färdig mall), i ordning.");

/**
 * The colours a design thinking step may have, each as the classes of its badge (text at least
 * 4.5:1 on its background) and of its dot on the timeline.
 */
const stepColours = {
  pink: { badge: "bg-pink-100 text-pink-800", dot: "bg-pink-700" },
  blue: { badge: "bg-blue-100 text-blue-800", dot: "bg-blue-700" },
  violet: { badge: "bg-violet-100 text-violet-800", dot: "bg-violet-700" },
  amber: { badge: "bg-amber-100 text-amber-800", dot: "bg-amber-700" },
  teal: { badge: "bg-teal-100 text-teal-800", dot: "bg-teal-700" },
} as const;
const stepColourNames = Object.keys(stepColours) as [
  keyof typeof stepColours,
  ...(keyof typeof stepColours)[],
];

export const designThinkingStepSchema = listEntry
  .extend({
    title: z.string().min(1),
    /** The title's language where it is not Swedish (the spec names three steps in English). */
    titleLang: z.literal("en").optional(),
    description: z.string().min(1),
    category: matching(/^STEG \d$/, "STEG och stegets siffra, till exempel STEG 1"),
    /** Chosen by its Swedish name in the editor; the site turns it into its classes. */
    colour: z.enum(stepColourNames).transform((name) => stepColours[name]),
    bulletPoints: z.array(z.string().min(1)).min(1),
  })
  .describe("Stegen i design thinking-tidslinjen på /tjanster, i ordning.");

export const testimonialSchema = listEntry
  .extend({
    name: z.string().min(1),
    company: z.string().min(1),
    image: z.string().startsWith("/images/"),
    title: z.string().min(1),
    text: z.string().min(1),
    /**
     * The slug of the project the quote is about, when it has a case-study page: the quote links
     * there. Checked against the projects when the home page is built (app/content/testimonials.ts).
     */
    caseStudy: z
      .string()
      .min(1)
      .optional()
      .describe(
        "Filnamnet (utan .yaml) på det projekt citatet handlar om, när projektet har en kundcase-sida: citatet länkar dit.",
      ),
  })
  .describe("Kundcitaten på startsidan, i ordning.");

/** A number a case study claims, with how it was measured so a reader can judge it. */
const caseFigureSchema = z.object({
  value: z.string().min(1),
  label: z.string().min(1),
  measuredBy: z.string().min(1),
});

const caseStudySchema = (image: ImageFunction) =>
  z.object({
    challenge: z.string().min(1).optional(),
    solution: z.string().min(1).optional(),
    result: z.string().min(1).optional(),
    figures: z.array(caseFigureSchema).optional(),
    /** What we delivered, one item a line. */
    scope: z.array(z.string().min(1)).min(1),
    /**
     * The package the client bought, an id in packages.yaml. Checked against that file when the
     * pages are assembled (app/lib/references/page-data.ts), since a schema sees one file only.
     */
    packageId: z.string().min(1),
    /** From start to launch, in the client's terms. */
    timeline: z.string().min(1),
    quote: z.object({ text: z.string().min(1), name: z.string().min(1), role: z.string().min(1) }),
    /** Screenshots from app/assets/projects/<project>/, in the order the case study shows them. */
    images: z.array(picture(image)),
    /** The site on a computer and a phone, shown on a row of its own before the screenshots. */
    mockup: picture(image).optional(),
    video: z
      .object({
        vimeoId: matching(/^\d+$/, "Bara siffror: numret i videons adress, vimeo.com/123456789"),
        poster: picture(image),
      })
      .optional(),
  });

/** One project (app/content/data/projects/<slug>.yaml); the file's name is its slug. */
export const projectSchema = ({ image }: { image: ImageFunction }) =>
  z
    .object({
      order: listOrder.describe("Projektets plats i listan; /references visar de fyra första."),
      title: z.string().min(1),
      /** A paragraph on the project: the case study's meta description, the overlay, the home page's cases, llms.txt. */
      description: z.string().min(1),
      /**
       * The card's line on /references: one whole sentence, short enough that the card shows it in
       * full at every width and text size rather than clamping a half sentence.
       */
      summary: z.string().min(1).max(80),
      /** The project's picture (4:3, a screenshot of its start page), from app/assets/projects/<project>/. */
      image: picture(image),
      /** The card's picture on /references and the home page, if not the image. */
      cardImage: picture(image).optional(),
      /** The case study's large picture, if not the image. */
      detailImage: picture(image).optional(),
      tags: z.array(z.string().min(1)),
      link: z.url().optional(),
      studio: z.string().min(1),
      meta: z.string().min(1),
      /** Its place among the home page's three case studies (app/lib/references/page-data.ts). */
      homePlace: z
        .union([z.literal(1), z.literal(2), z.literal(3)])
        .optional()
        .describe(
          "Var kundcaset visas bland startsidans tre: först, i mitten eller sist. Tomt när det inte visas där; en plats som inget projekt har fylls med nästa projekt i listan.",
        ),
      /** "Om projektet": who the client is and what they needed, in one paragraph. */
      about: z.string().min(1).optional(),
      caseStudy: caseStudySchema(image).optional(),
    })
    .describe(
      "Ett projekt på /references. Kundcaset blir sidan /references/<filnamn>; filnamnet bildas av rubriken när projektet skapas.",
    );

/**
 * A byline (app/content/data/authors.yaml). A person's name, role and bio are the founder's on
 * /about; the team and the brand name the person who answers for them by her id.
 */
export const authorSchema = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("person"),
      name: z.string().min(1),
      /** A sentence or two on what she writes about, after her bio on the author page. */
      writesAbout: z.string().min(1),
      topics: z.array(z.string().min(1)).min(1),
    }),
    z.object({
      kind: z.enum(["team", "brand"]),
      name: z.string().min(1),
      /** The id of the person who answers for what is published under this name. */
      responsible: z.string().min(1),
      description: z.string().min(1),
    }),
  ])
  .describe(
    "Bloggens skribenter: en för varje namn ett inlägg kan ha. En persons id är adressen till hennes författarsida (/blogg/forfattare/<id>); hennes namn, roll och presentation är grundarens på /about. Teamet och varumärket anger den person som svarar för det som publiceras under dem.",
  );
