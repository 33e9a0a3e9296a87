/** The article's HTML, rendered from Markdown at build time; its links are plain <a> elements. */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div data-testid="article-body" className="prose-article" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
