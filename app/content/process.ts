import { fact, type Facts } from "~/lib/facts";

// The steps themselves are in app/content/data/process.yaml.
export const processHeading = "Från första kontakt till lanserad hemsida";

export const processSubtitle = "Så går processen till";

/** Above each step's title. */
export const processStepLabel = (step: number) => `STEG ${step}`;

/**
 * How a site is built, in six steps (app/content/data/build-steps.yaml): the craft behind the
 * four-step process with the customer, shown after it and described by the HowTo structured data.
 */
export const buildStepsCopy = {
  eyebrow: "Hantverket bakom processen",
  title: "Så bygger vi din hemsida",
  intro:
    "Processen ovan är samarbetet med dig. Bakom den går själva bygget igenom sex moment, från första idé till uppföljning efter lanseringen.",
  stepLabel: (step: number) => `Moment ${step}`,
};

/** The HowTo structured data of the six build steps; the time is stated in words, as promised. */
export const howToCopy = (facts: Facts) => ({
  name: buildStepsCopy.title,
  description: `Sex moment från behov och mål till lansering och uppföljning. En Färdig Hemsida är klar på ${fact(facts, "fardig-hemsida.delivery")} när vi har fått logotyp, bilder och texter.`,
});
