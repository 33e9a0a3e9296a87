/** /llms.txt in the llmstxt.org format: a title, a summary, details, then sections of links. */
export type LlmsLink = { title: string; url: string; description: string };
export type LlmsSection = { title: string; links: readonly LlmsLink[] };

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function llmsTxt({
  name,
  summary,
  details,
  sections,
}: {
  name: string;
  summary: string;
  details: readonly string[];
  sections: readonly LlmsSection[];
}) {
  return [
    `# ${oneLine(name)}`,
    "",
    `> ${oneLine(summary)}`,
    "",
    ...details.map(oneLine),
    ...sections.flatMap((section) => [
      "",
      `## ${oneLine(section.title)}`,
      "",
      ...section.links.map(
        (link) =>
          `- [${oneLine(link.title).replace(/([[\]])/g, "\\$1")}](${link.url}): ${oneLine(link.description)}`,
      ),
    ]),
    "",
  ].join("\n");
}
