/**
 * The content collections as the pages use them: entries in their set order with their ids,
 * and every {fact} in their texts filled in. Build time only (astro:content).
 */
import { getCollection, getEntry } from "astro:content";
import { factsOf, fillFacts, type Facts } from "./facts";
import { describePicture } from "./pictures.server";
import { numberedSteps } from "./numbered-steps";
import { referencesPageData } from "./references/page-data";

/** Astro returns a collection's entries in no set order, so each list is sorted by its own field. */
const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

export async function loadFacts() {
  const [entries, business] = await Promise.all([
    getCollection("packages"),
    getEntry("businessFacts", "business"),
  ]);
  if (!business) throw new Error("app/content/data/business-facts.yaml has no entry named business");
  const packages = entries.map((entry) => ({ ...entry.data, id: entry.id })).sort(byOrder);
  return { packages, business: business.data, facts: factsOf(packages, business.data) };
}

/** One list of questions (app/content/data/faq/<id>.yaml) with its facts filled in. */
export async function loadFaq(id: "tjanster" | "blogg", facts: Facts) {
  const list = await getEntry("faq", id);
  if (!list) throw new Error(`No FAQ file app/content/data/faq/${id}.yaml`);
  return list.data.questions.map((item) => ({ ...item, answer: fillFacts(item.answer, facts) }));
}

export async function loadProcessSteps() {
  const entries = await getCollection("processSteps");
  return entries.map((entry) => entry.data).sort((a, b) => a.step - b.step);
}

/** The six steps of how a site is built (the home page's "Så bygger vi hemsidan" and its HowTo). */
export const loadBuildSteps = async () =>
  numberedSteps(
    (await getCollection("buildSteps")).map((entry) => entry.data),
    "app/content/data/build-steps.yaml",
  );

export const loadDesignThinkingSteps = async () =>
  (await getCollection("designThinkingSteps")).map((entry) => entry.data).sort(byOrder);

export const loadDesignTemplates = async () =>
  (await getCollection("designTemplates")).map((entry) => ({ ...entry.data, id: entry.id })).sort(byOrder);

export const loadTestimonials = async () =>
  (await getCollection("testimonials")).map((entry) => ({ ...entry.data, id: entry.id })).sort(byOrder);

/** Every project with its slug (its file's name), in their set order. */
export const loadProjects = async () =>
  (await getCollection("projects")).map((entry) => ({ ...entry.data, slug: entry.id })).sort(byOrder);

/** What /references, the case-study pages and the home page's strip show, every picture's files made. */
export async function loadReferences() {
  const [projects, templates, { packages }] = await Promise.all([
    loadProjects(),
    loadDesignTemplates(),
    loadFacts(),
  ]);
  return referencesPageData({ projects, templates, packages }, describePicture);
}
