import { fact, type Facts } from "~/lib/facts";

// The steps themselves are in app/content/data/process.yaml.
export const processHeading = "Från första kontakt till lanserad hemsida";

export const processSubtitle = "Så går processen till";

/** The HowTo structured data of the same four steps; the time is stated in words, as promised. */
export const howToCopy = (facts: Facts) => ({
  name: "Så tar vi fram din nya hemsida",
  description: `Från första kontakt till lanserad hemsida i fyra steg: kontakt, planering, design och lansering. En Färdig Hemsida är klar på ${fact(facts, "fardig-hemsida.delivery")} när vi har fått logotyp, bilder och texter.`,
});
