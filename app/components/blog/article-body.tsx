import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/**
 * The article's HTML, rendered from Markdown at build time. Its links are plain <a>
 * elements (they work without JavaScript); once hydrated, links to this site are
 * followed by the router instead of reloading the page.
 */
export function ArticleBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor || !body.contains(anchor) || anchor.target || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // A jump within this article is the browser's job.
      if (url.pathname === window.location.pathname && url.hash) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    body.addEventListener("click", onClick);
    return () => body.removeEventListener("click", onClick);
  }, [navigate]);

  return (
    <div
      ref={ref}
      data-testid="article-body"
      className="prose-article"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
