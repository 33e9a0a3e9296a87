import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { graphProblems, richResultErrors } from "../../../tests/support/json-ld";
import { buildSteps, businessFacts, facts, faq, packages } from "../../../tests/support/collections";
import { howToCopy } from "../../content/process";
import { siteConfig } from "../../site.config";
import { articleMeta } from "../blog/article-meta";
import { blogPosts } from "../../../tests/support/blog-posts";
import { articlePage, postSummaries } from "../blog/posts";
import { blogListGraph } from "./article";
import { founderNode, organizationNode } from "./graph";
import { profilePageHead } from "./profile";
import { LOGO_PATH, LOGO_SIZE } from "./logo";
import { howToNode, offerCatalogNode, pageHead, servicesFaqNode } from "./pages";

const origin = siteConfig.origin;
const graphOf = (head: readonly object[]) =>
  head.map((tag) => (tag as { "script:ld+json"?: unknown })["script:ld+json"]).find(Boolean);

const posts = await blogPosts();
const seo = (path: string) => ({ title: `Sida ${path}`, description: "Beskrivning.", path });
const graphs: [string, unknown][] = [
  ["/", graphOf(pageHead(seo("/"), { nodes: [howToNode(buildSteps, howToCopy(facts, buildSteps.length))] }))],
  [
    "/tjanster",
    graphOf(
      pageHead(seo("/tjanster"), {
        nodes: [offerCatalogNode(packages, facts, businessFacts), servicesFaqNode(faq("tjanster"))],
      }),
    ),
  ],
  ["/about", graphOf(pageHead(seo("/about"), { type: "AboutPage" }))],
  ["/contact", graphOf(pageHead(seo("/contact"), { type: "ContactPage" }))],
  ["/integritetspolicy", graphOf(pageHead(seo("/integritetspolicy")))],
  [
    "/blogg",
    blogListGraph({
      title: "Blogg",
      description: "Om webb.",
      posts: postSummaries(posts),
      faq: faq("blogg"),
    }),
  ],
  [
    "/blogg/forfattare/sara-lindberg",
    graphOf(
      profilePageHead(
        { name: "Sara Lindberg", path: "/blogg/forfattare/sara-lindberg" },
        { title: "Sara Lindberg", description: "Om Sara." },
      ),
    ),
  ],
  ...posts.map((post): [string, unknown] => {
    const page = articlePage(posts, post.slug);
    if (!page) throw new Error(post.slug);
    return [`/blogg/${post.slug}`, graphOf(articleMeta(page.post))];
  }),
];

describe("every page's graph", () => {
  it.each(graphs)("%s is one linked graph whose references resolve", (_path, graph) => {
    expect(graphProblems(graph, origin)).toEqual([]);
  });

  it.each(graphs)("%s meets Google's rich-result rules", async (_path, graph) => {
    expect(await richResultErrors(graph)).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const [, home] = graphs[0] ?? [];

  it("find a reference that resolves to nothing and a node defined twice", () => {
    const graph = structuredClone(home) as { "@graph": Record<string, unknown>[] };
    graph["@graph"].push({
      "@type": "WebPage",
      "@id": `${origin}/x#webpage`,
      isPartOf: { "@id": `${origin}/#nowhere` },
    });
    graph["@graph"].push({ ...graph["@graph"][1], name: "En annan" });
    expect(graphProblems(graph, origin)).toEqual([
      `@id ${origin}/#website is defined twice`,
      `reference to ${origin}/#nowhere resolves to nothing`,
      `${origin}/x#webpage is not part of the WebSite by @id`,
    ]);
  });

  it("find a breadcrumb trail Google would reject", async () => {
    const graph = {
      "@context": "https://schema.org",
      "@graph": [{ "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", name: "Start" }] }],
    };
    expect(await richResultErrors(graph)).toContain(
      'BreadcrumbList: Required attribute "position" is missing',
    );
  });
});

describe("organizationNode", () => {
  it("is a local business with address, phone, hours, coordinates, area and a raster logo of at least 112 px", () => {
    const node = organizationNode();
    expect(node).toMatchObject({
      "@type": "ProfessionalService",
      "@id": `${origin}/#organization`,
      telephone: siteConfig.business.phoneInternational,
      address: {
        "@type": "PostalAddress",
        streetAddress: siteConfig.business.streetAddress,
        postalCode: siteConfig.business.postalCode,
        addressLocality: siteConfig.city,
        addressCountry: "SE",
      },
      openingHoursSpecification: [{ opens: "09:00", closes: "17:00" }],
      founder: { "@id": `${origin}/about#sara-lindberg` },
      logo: { url: `${origin}/images/brand/logo.png` },
    });
    const png = readFileSync(`public${LOGO_PATH}`);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([LOGO_SIZE, LOGO_SIZE]);
    expect(LOGO_SIZE).toBeGreaterThanOrEqual(112);
    expect(JSON.stringify(node)).not.toContain("taxID");
  });
});

describe("the agency's legal identity", () => {
  it("gives the company name, organisation and VAT number when they are set, and none of them when not", async () => {
    for (const key of ["legalName", "taxID", "vatID"])
      expect(organizationNode(), key).not.toHaveProperty(key);

    vi.stubEnv("VITE_SITE_LEGAL_NAME", "Exempel Webb AB");
    vi.stubEnv("VITE_SITE_ORG_NUMBER", "559000-0005");
    vi.resetModules();
    try {
      const graph = await import("./graph");
      expect(graph.organizationNode()).toMatchObject({
        legalName: "Exempel Webb AB",
        taxID: "559000-0005",
        vatID: "SE559000000501",
      });
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe("the packages' catalogue", () => {
  const tjanster = graphs.find(([path]) => path === "/tjanster")?.[1] as {
    "@graph": Record<string, unknown>[];
  };
  const catalogue = tjanster["@graph"].find((node) => node["@type"] === "OfferCatalog") as {
    "@id": string;
    itemListElement: { name: string; priceSpecification?: unknown }[];
  };

  it("is the agency's catalogue on /tjanster, where it is in the graph, and nowhere else", () => {
    const agency = tjanster["@graph"].find((node) => node["@id"] === `${origin}/#organization`);
    expect(agency?.hasOfferCatalog).toEqual({ "@id": catalogue["@id"] });
    for (const [path, graph] of graphs.filter(([other]) => other !== "/tjanster")) {
      const nodes = (graph as { "@graph": Record<string, unknown>[] })["@graph"];
      expect(nodes[0], path).not.toHaveProperty("hasOfferCatalog");
    }
  });

  it("prices hosting per year from the year each package's own hosting stops being included", () => {
    const hostingOf = (title: string) =>
      [catalogue.itemListElement.find((offer) => offer.name === title)?.priceSpecification]
        .flat()
        .find((specification) => (specification as { name?: string } | undefined)?.name === "Hosting");
    const hosting = {
      "@type": "UnitPriceSpecification",
      price: businessFacts.hostingPerYear,
      priceCurrency: "SEK",
      valueAddedTaxIncluded: false,
      unitCode: "ANN",
    };
    for (const item of packages) {
      if (item.hostingFeeFromYear === undefined) expect(hostingOf(item.title), item.title).toBeUndefined();
      else
        expect(hostingOf(item.title), item.title).toEqual(
          expect.objectContaining({ ...hosting, billingStart: item.hostingFeeFromYear - 1 }),
        );
    }
    expect(packages.find((item) => item.id === "fardig-hemsida")?.hostingFeeFromYear).toBe(2);
  });
});

describe("the founder's profile", () => {
  it("is a ProfilePage about her whose main entity is the Person every article's author points at", () => {
    const graph = graphOf(
      profilePageHead(
        { name: "Sara Lindberg", path: "/blogg/forfattare/sara-lindberg" },
        { title: "Sara Lindberg", description: "Om Sara." },
      ),
    ) as { "@graph": Record<string, unknown>[] };
    const page = graph["@graph"].find((node) => node["@type"] === "ProfilePage");
    expect(page).toMatchObject({
      url: `${origin}/blogg/forfattare/sara-lindberg`,
      mainEntity: { "@id": `${origin}/about#sara-lindberg` },
      about: { "@id": `${origin}/about#sara-lindberg` },
    });
    expect(founderNode()).toMatchObject({
      "@type": "Person",
      "@id": `${origin}/about#sara-lindberg`,
      name: "Sara Lindberg",
      url: `${origin}/blogg/forfattare/sara-lindberg`,
    });
  });
});
