import { Mail } from "lucide-react";
import { Container } from "~/ui/container";
import {
  cookieTable,
  type PolicyBlock,
  type PolicyDocumentHeader,
  type PolicySection,
} from "~/content/privacy-policy";
import { keepNumbersTogether } from "~/lib/typography";
import { siteConfig } from "~/site.config";
import { Eyebrow } from "~/ui/eyebrow";

/**
 * A policy page (the privacy policy, the accessibility statement): its header with the date it
 * was last updated, then a table of contents beside the numbered sections on wide screens, above
 * them on narrow ones.
 */
export function PolicyDocument({
  header,
  sections,
}: {
  header: PolicyDocumentHeader;
  sections: readonly PolicySection[];
}) {
  return (
    <article>
      <header className="border-b border-ink/10 bg-sand">
        <Container className="py-14 md:py-20">
          <Eyebrow>{header.eyebrow}</Eyebrow>
          <h1 className="mt-3 text-4xl font-extrabold md:text-5xl">{header.title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">{header.intro}</p>
          <p className="mt-6 text-sm text-ink-soft">
            {header.lastUpdated.label}:{" "}
            <time dateTime={header.lastUpdated.date} className="font-semibold text-ink">
              {header.lastUpdated.text}
            </time>
          </p>
        </Container>
      </header>

      <Container className="grid gap-10 py-12 md:py-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="policy-toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="policy-toc-title"
            className="text-sm font-semibold tracking-[0.2em] text-ink-soft uppercase"
          >
            {header.tocTitle}
          </h2>
          <ol className="mt-4 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-lg px-2 py-1.5 text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink"
                >
                  <span aria-hidden="true" className="w-5 shrink-0 text-brand-pink-dark tabular-nums">
                    {index + 1}.
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 border-t border-ink/10 py-10 first:border-t-0 first:pt-0"
            >
              <h2 id={`${section.id}-title`} className="flex gap-3 text-2xl font-bold md:text-3xl">
                {/* overflow-wrap: anywhere (app.css) would otherwise let a narrow heading split "1" from ".". */}
                <span
                  aria-hidden="true"
                  className="shrink-0 whitespace-nowrap text-brand-pink-dark tabular-nums"
                >
                  {index + 1}.
                </span>
                {section.title}
              </h2>
              <div className="mt-5 space-y-5 text-base leading-relaxed text-ink-soft md:text-lg">
                {section.blocks.map((block, blockIndex) => (
                  <PolicyBlockView key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </Container>
    </article>
  );
}

function PolicyBlockView({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{keepNumbersTogether(block.text)}</p>;
    case "list":
      return (
        <ul className="space-y-3">
          {block.items.map((item) => (
            <li key={item.text} className="flex gap-3">
              <span aria-hidden="true" className="mt-[0.7em] size-1.5 shrink-0 rounded-full bg-brand-pink" />
              <span>
                {item.term && <strong className="font-semibold text-ink">{item.term}</strong>}{" "}
                {keepNumbersTogether(item.text)}
              </span>
            </li>
          ))}
        </ul>
      );
    case "cookie-table":
      return <CookieTable />;
    case "contact":
      return (
        <p className="flex flex-wrap items-center gap-2">
          <Mail aria-hidden="true" className="size-5 text-brand-pink-dark" />
          <span>
            {siteConfig.name}, {siteConfig.city}:
          </span>
          <a
            href={`mailto:${siteConfig.email}`}
            className="font-semibold text-ink underline decoration-brand-pink decoration-2 underline-offset-4 hover:text-brand-pink-dark"
          >
            {siteConfig.email}
          </a>
        </p>
      );
  }
}

/** A table from 768 px up; on narrow screens the same facts as one card per cookie, without sideways scrolling. */
function CookieTable() {
  const [nameHeader, ...detailHeaders] = cookieTable.headers;
  return (
    <>
      <ul aria-label={cookieTable.caption} className="space-y-3 md:hidden">
        {cookieTable.rows.map((row) => (
          <li key={row.name} className="rounded-2xl border border-ink/10 bg-white p-4 text-sm">
            <p className="font-mono text-[0.85rem] font-semibold break-all text-ink">
              <span className="sr-only">{nameHeader}: </span>
              {row.name}
            </p>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
              {[row.type, row.purpose, row.duration].map(keepNumbersTogether).map((value, index) => (
                <div key={detailHeaders[index]} className="contents">
                  <dt className="font-semibold text-ink">{detailHeaders[index]}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-2xl border border-ink/10 bg-white md:block">
        {/* Words break only where they could not fit at all: the page's "anywhere" squeezed a column to a few letters. */}
        <table className="w-full border-collapse text-left text-sm wrap-break-word">
          <caption className="sr-only">{cookieTable.caption}</caption>
          <thead className="bg-sand/70 text-ink">
            <tr>
              {cookieTable.headers.map((header) => (
                <th key={header} scope="col" className="px-4 py-3 font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {cookieTable.rows.map((row) => (
              <tr key={row.name} className="align-top">
                <th
                  scope="row"
                  className="px-4 py-3 font-mono text-[0.8rem] font-semibold whitespace-nowrap text-ink"
                >
                  {row.name}
                </th>
                <td className="px-4 py-3">{row.type}</td>
                <td className="px-4 py-3">{keepNumbersTogether(row.purpose)}</td>
                <td className="px-4 py-3">{keepNumbersTogether(row.duration)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
