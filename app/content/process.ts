import { fact, type Facts } from "~/lib/facts";
import { countInWords } from "~/lib/number-words";

// The steps themselves are in app/content/data/process.yaml.
export const processHeading = "Från första kontakt till lanserad hemsida";

export const processSubtitle = "Så går processen till";

/** Above each step's title. */
export const processStepLabel = (step: number) => `STEG ${step}`;

/**
 * How a site is built, step by step (app/content/data/build-steps.yaml): the craft behind the
 * process with the customer, shown after it and described by the HowTo structured data. Counts
 * follow the collection, so a step the owner adds or removes is counted right everywhere.
 */
export const buildStepsCopy = {
  eyebrow: "Hantverket bakom processen",
  title: "Så bygger vi din hemsida",
  intro: (count: number) =>
    `Processen ovan är samarbetet med dig, i fyra steg. Under planeringen, designen och lanseringen går själva bygget igenom ${countInWords(count)} moment, från första idé till uppföljning efter lanseringen.`,
  stepLabel: (step: number) => `Moment ${step}`,
};

/** The HowTo structured data of the build steps; the time is stated in words, as promised. */
export const howToCopy = (facts: Facts, count: number) => ({
  name: buildStepsCopy.title,
  description: `Från behov och mål till lansering och uppföljning, i ${countInWords(count)} moment. En Färdig Hemsida är klar på ${fact(facts, "fardig-hemsida.delivery")} när vi har fått logotyp, bilder och texter.`,
});
