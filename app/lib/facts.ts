/**
 * The business facts (prices, VAT wording, hosting, delivery times, pages included) as the words
 * the site states them in. They are read from the packages and business-facts collections only;
 * texts elsewhere name a fact as {fardig-hemsida.price} and get the words from here, so no price
 * or time is typed twice.
 */
import type { z } from "astro/zod";
import type { businessFactsSchema, packageSchema } from "~/content/schemas";
import type { Package } from "~/content/types";

export type PackageData = z.infer<typeof packageSchema> & { id: string };
export type BusinessFacts = z.infer<typeof businessFactsSchema>;
/** Fact name → its words, e.g. "fardig-hemsida.price" → "13 900 kr", "moms" → "+ moms". */
export type Facts = Readonly<Record<string, string>>;

/** "13 900 kr": Swedish digit groups with a space, as the site has always written prices. */
export function formatKronor(amount: number) {
  const digits = String(amount);
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return `${groups.join(" ")} kr`;
}

/** The price as a card shows it: "13 900 kr", "1 900 kr/mån", or null when set by a quote. */
export function priceLabel(item: Pick<PackageData, "price" | "billing">) {
  if (item.price === null) return null;
  return item.billing === "monthly" ? `${formatKronor(item.price)}/mån` : formatKronor(item.price);
}

const months = (count: number) => `${count} ${count === 1 ? "månad" : "månader"}`;

export function factsOf(packages: readonly PackageData[], business: BusinessFacts): Facts {
  const facts: Record<string, string> = {
    moms: business.vatNote,
    hosting: `${formatKronor(business.hostingPerYear)}/år`,
    "hosting.covers": business.hostingCovers,
    tillganglighet: business.accessibility,
    shareTagline: business.shareTagline,
    svarstid: business.replyWithin,
    leveransvillkor: business.deliveryCondition,
    betalning: business.paymentTerms,
    agande: business.ownership,
  };
  for (const item of packages) {
    const price = priceLabel(item);
    if (price) facts[`${item.id}.price`] = price;
    if (item.deliveryWorkingDays) {
      facts[`${item.id}.delivery`] = `${item.deliveryWorkingDays} arbetsdagar`;
      facts[`${item.id}.deliveryDays`] = String(item.deliveryWorkingDays);
    }
    if (item.pagesIncluded) facts[`${item.id}.pages`] = String(item.pagesIncluded);
    // What a once-paid site costs over three years with its hosting: the price guide's example.
    if (item.price !== null && item.billing === "once" && item.hostingFeeFromYear) {
      const hostedYears = 3 - (item.hostingFeeFromYear - 1);
      facts[`${item.id}.threeYears`] = formatKronor(item.price + hostedYears * business.hostingPerYear);
    }
    if (item.minimumTermMonths) facts[`${item.id}.minimumTerm`] = months(item.minimumTermMonths);
    if (item.noticeMonths) facts[`${item.id}.noticePeriod`] = months(item.noticeMonths);
    if (item.startFee !== undefined)
      facts[`${item.id}.startFee`] =
        item.startFee === 0 ? "ingen startavgift" : `startavgift ${formatKronor(item.startFee)}`;
  }
  return facts;
}

/**
 * One fact by name. A figure's words (a fact with a digit or a sign in it) are joined by no-break
 * spaces: a price never breaks from its "kr" or "+ moms" from itself at the end of a line; a
 * phrase breaks as any text does. A name with a capital first letter gives the fact so, to start
 * a sentence or a list item. A name no package defines stops the build rather than print nothing.
 */
export function fact(facts: Facts, name: string) {
  const own = facts[name];
  const lower = facts[name.charAt(0).toLowerCase() + name.slice(1)];
  const words = own ?? (lower === undefined ? undefined : lower.charAt(0).toUpperCase() + lower.slice(1));
  if (words === undefined) {
    throw new Error(
      `{${name}} är ingen fakta (stavfel, eller ett paket utan det värdet?); de som finns: ${Object.keys(facts).join(", ")}`,
    );
  }
  return /[\d+]/.test(words) ? words.replaceAll(" ", "\u00a0") : words;
}

/** A text with its {fact} names replaced by the facts' words. */
export const fillFacts = (text: string, facts: Facts) =>
  text.replace(/\{([A-Za-z0-9.-]+)\}/g, (_, name: string) => fact(facts, name));

/** A package as its card shows it, every text filled in. */
export function packageCard(item: PackageData, facts: Facts): Package {
  const price = priceLabel(item);
  return {
    id: item.id,
    title: item.title,
    price,
    priceDetails: price ? fact(facts, "moms") : undefined,
    description: fillFacts(item.description, facts),
    features: item.features.map((feature) => fillFacts(feature, facts)),
    additionalInfo: item.additionalInfo && fillFacts(item.additionalInfo, facts),
    icon: item.icon,
    cta: item.cta,
    highlighted: item.highlighted,
  };
}
