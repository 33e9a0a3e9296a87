/**
 * Checks of a page's JSON-LD, shared by the unit tests (graphs as built) and the e2e tests (graphs
 * as prerendered): one linked graph whose references all resolve, and Google's rich-result rules.
 */
import Validator from "@adobe/structured-data-validator";

type Node = Record<string, unknown>;

/** The JSON-LD blocks of an HTML document, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body]) =>
    JSON.parse(body ?? ""),
  );
}

const isObject = (value: unknown): value is Node => typeof value === "object" && value !== null;

function* objectsIn(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* objectsIn(item);
  else if (isObject(value)) {
    yield value;
    for (const child of Object.values(value)) yield* objectsIn(child);
  }
}

const typesOf = (node: Node) => [node["@type"]].flat().map(String);

/**
 * What is wrong with a page's graph: missing context, nodes without a type, an @id given to two
 * different nodes, references that point at nothing in the graph, and the shared nodes missing.
 */
export function graphProblems(graph: unknown, origin: string): string[] {
  if (!isObject(graph) || graph["@context"] !== "https://schema.org" || !Array.isArray(graph["@graph"])) {
    return ["not a schema.org @graph"];
  }
  const problems: string[] = [];
  const definitions = new Map<string, Node>();
  const references: string[] = [];
  for (const node of objectsIn(graph["@graph"])) {
    const id = node["@id"];
    if (typeof id !== "string") continue;
    if (Object.keys(node).length === 1) references.push(id);
    else if (definitions.has(id)) problems.push(`@id ${id} is defined twice`);
    else definitions.set(id, node);
  }
  for (const node of graph["@graph"] as unknown[]) {
    if (!isObject(node) || !node["@type"])
      problems.push(`a top-level node has no @type: ${JSON.stringify(node)}`);
  }
  for (const id of references)
    if (!definitions.has(id)) problems.push(`reference to ${id} resolves to nothing`);
  const organization = definitions.get(`${origin}/#organization`);
  if (!organization || !typesOf(organization).includes("ProfessionalService")) {
    problems.push("no ProfessionalService node with @id /#organization");
  }
  if (!definitions.has(`${origin}/#website`)) problems.push("no WebSite node with @id /#website");
  const pages = [...definitions.values()].filter((node) =>
    typesOf(node).some((type) => type.endsWith("Page")),
  );
  for (const page of pages.filter((node) => !typesOf(node).includes("FAQPage"))) {
    const partOf = page.isPartOf;
    if (!isObject(partOf) || partOf["@id"] !== `${origin}/#website`) {
      problems.push(`${String(page["@id"])} is not part of the WebSite by @id`);
    }
  }
  return problems;
}

/** Google's rich-result rules (errors only) for every node, the agency checked as an Organization. */
export async function richResultErrors(graph: unknown): Promise<string[]> {
  if (!isObject(graph) || !Array.isArray(graph["@graph"])) return ["not a schema.org @graph"];
  const validator = new Validator();
  const organizationRules = validator.registeredHandlers.Organization ?? [];
  validator.registeredHandlers.ProfessionalService = organizationRules;
  const byType: Record<string, unknown[]> = {};
  for (const node of graph["@graph"] as Node[]) {
    for (const type of typesOf(node)) (byType[type] ??= []).push(structuredClone(node));
  }
  const issues = await validator.validate({ jsonld: byType });
  return issues
    .filter((issue) => issue.severity === "ERROR")
    .map((issue) => `${issue.rootType}: ${issue.issueMessage}`);
}
