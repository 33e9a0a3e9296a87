import { fact, type Facts } from "~/lib/facts";
import type { Package } from "./types";

/** The package a chosen template is sold as; /tjanster does not show its card, so this page says what it includes. */
export const TEMPLATE_PACKAGE = "fardig-mall";

// The templates themselves are in app/content/data/templates.yaml.
export const templatesIntro = (facts: Facts, templatePackage: Package) => ({
  eyebrow: "Färdig mall",
  title: "Designmallar",
  /** The package a chosen template is sold as, stated beside each dialog's "Jag vill ha den här mallen". */
  offer: {
    title: "Färdig mall",
    price: fact(facts, "fardig-mall.price"),
    priceDetails: fact(facts, "moms"),
    delivery: `klar inom ${fact(facts, "fardig-mall.delivery")}`,
  },
  /** The package card's own list and note, filled in from packages.yaml. */
  included: {
    title: `Det här ingår i ${templatePackage.title}`,
    items: templatePackage.features,
    note: templatePackage.additionalInfo,
  },
  intro: `Vill du komma igång snabbt? Välj en av våra färdiga designmallar så anpassar vi den med din logotyp, dina färger och ditt innehåll. Med paketet Färdig mall kostar det ${fact(facts, "fardig-mall.price")} ${fact(facts, "moms")} och levereras inom ${fact(facts, "fardig-mall.delivery")}.`,
});

/** The dialog that shows one template at a time. */
export const templateDialogCopy = {
  counter: (number: number, count: number) => `Mall ${number} av ${count}`,
  previous: "Föregående",
  next: "Nästa",
  /** The way on from a template a visitor likes: the contact form, where she can name it. */
  choose: "Jag vill ha den här mallen",
} as const;
