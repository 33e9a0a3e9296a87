/** The lucide icons content may name; app/components/ui/icon.tsx maps each to its component. */
export type IconName =
  | "Sparkles"
  | "Search"
  | "Palette"
  | "BadgeCheck"
  | "Smartphone"
  | "Server"
  | "Accessibility"
  | "ShieldCheck"
  | "Code"
  | "Workflow"
  | "Rocket"
  | "RefreshCw"
  | "LayoutTemplate"
  | "PenTool";

export type Package = {
  id: string;
  title: string;
  price: string | null;
  priceDetails?: string;
  description: string;
  features: string[];
  additionalInfo?: string;
  icon: IconName;
  cta: "Kontakta oss" | "Begär offert";
  highlighted?: boolean;
};

export type ProcessStep = {
  step: 1 | 2 | 3 | 4;
  title: string;
  description: string;
  colour: "pink" | "blue" | "violet" | "amber";
};

export type HowToStep = { name: string; text: string };

export type DesignThinkingStep = {
  title: string;
  description: string;
  category: string;
  colour: { badge: string; dot: string };
  bulletPoints: string[];
};

export type FaqItem = { question: string; answer: string; link?: { href: string; label: string } };

export type Testimonial = {
  id: number;
  name: string;
  company: string;
  image: string;
  title: string;
  text: string;
};

/** A measured outcome, stated in the case study's own text; shown as a figure on its page. */
export type CaseFigure = {
  value: string;
  label: string;
  /** Where and over what period it was measured, so a reader can judge the number. */
  measuredBy: string;
};

/** The client's own words about the project. */
export type CaseQuote = { text: string; name: string; role: string };

export type CaseStudy = {
  challenge?: string;
  solution?: string;
  result?: string;
  figures?: CaseFigure[];
  /** What we delivered, one item a line. */
  scope: string[];
  /** The package the client bought: a `Package` id (app/content/packages.ts). */
  packageId: string;
  /** From start to launch, in the client's terms. */
  timeline: string;
  quote: CaseQuote;
  images: string[];
  mockup?: string;
  video?: { vimeoId: string; poster: string };
};

export type Project = {
  slug: string;
  title: string;
  description: string;
  image: string;
  cardImage?: string;
  detailImage?: string;
  tags: string[];
  link?: string;
  studio: string;
  meta: string;
  caseStudy?: CaseStudy;
};

export type ShowcaseText = { projectTitle: string; paragraphs: string[] };

export type DesignTemplate = {
  id: number;
  title: string;
  description: string;
  image: string;
  detailImage?: string;
  category: "Resor" | "E-handel" | "Mat & Dryck" | "Skönhet & Hälsa";
  tags: string[];
};

// x, y: landing position in % of the hero badge area (0-100).
// rotate: degrees, -12..12.
export type HeroBadge = {
  text: string;
  style: "filled" | "stroke" | "soft";
  colour: "pink" | "blue" | "violet" | "amber" | "teal" | "ink";
  icon: IconName;
  x: number;
  y: number;
  rotate: number;
  /** Below 1024 px the headline takes the middle: x in %, row 1–2 above it, 3–4 below. */
  mobile: { x: number; row: 1 | 2 | 3 | 4 };
};
