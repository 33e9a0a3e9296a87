import type { Page } from "@playwright/test";
import {
  describeWithoutJavaScript,
  expect,
  finishAnimations,
  requestsMatching,
  test,
} from "./support/fixtures";

test("asks what a website costs in its title and shows the three packages @desktop-only", async ({
  page,
}) => {
  await page.goto("/tjanster");
  await expect(page).toHaveTitle(/Vad kostar en hemsida/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Våra tjänster");
  const cards = page.locator("article[aria-labelledby^=package-]");
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
    "Färdig Hemsida",
    "Hemsideprenumeration",
    "Skräddarsydd lösning",
  ]);
  await expect(cards.nth(0)).toContainText("13 900 kr");
  await expect(cards.nth(0)).toContainText("+ moms");
  await expect(cards.nth(0)).toContainText("Upp till 6 sidor");
  await expect(cards.nth(0)).toContainText("1 300 kr/år");
  await expect(cards.nth(1)).toContainText("1 900 kr/mån");
  await expect(cards.nth(1)).toContainText("+ moms");
  await expect(cards.nth(2).getByRole("link")).toHaveText(/^Begär offert/);
  for (const card of await cards.all()) {
    await expect(card.getByRole("link")).toHaveAttribute("href", "/contact#contact-form");
    await expect(card.locator("svg").first()).toBeVisible();
  }
  await expect(cards.nth(0).getByRole("link")).toHaveText(/^Kontakta oss/);
  await expect(page.getByText("Färdig mall", { exact: true })).toHaveCount(0);
  // The templates are offered under the cards and in the FAQ's answer about them.
  await expect(page.locator('a[href="/references#templates"]')).toHaveCount(2);
});

test('each price keeps its "+ moms" on its line, on a 360 px phone as on a desktop', async ({ page }) => {
  await page.goto("/tjanster");
  const prices = page.locator("article[aria-labelledby^=package-] p:has(> span + span)");
  await expect(prices).toHaveCount(2);
  for (const width of [360, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const lines = await prices.evaluateAll((elements) =>
      elements.map((price) => {
        const [amount, details] = [...price.querySelectorAll(":scope > span")].map((span) =>
          span.getBoundingClientRect(),
        );
        return {
          sameLine: !!amount && !!details && details.top < amount.bottom && details.bottom > amount.top,
        };
      }),
    );
    expect(lines, `${width} px`).toEqual([{ sameLine: true }, { sameLine: true }]);
  }
});

test("the package cards are equally tall, with their buttons on one line at the bottom, in the one action colour", async ({
  page,
}) => {
  // Without motion the cards show at once: their entrance slides them up one after another, and
  // measured mid-way they stood up to 12 px apart.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/tjanster");
  const cards = page.locator("article[aria-labelledby^=package-]");
  await cards.first().scrollIntoViewIfNeeded();
  const boxes = await cards.evaluateAll((elements) =>
    elements.map((card) => {
      const box = card.getBoundingClientRect();
      const button = card.querySelector("a")?.getBoundingClientRect();
      const style = getComputedStyle(card);
      return {
        top: box.top,
        height: box.height,
        bottomGap: box.bottom - (button?.bottom ?? 0) - Number.parseFloat(style.paddingBottom),
        buttonBottom: button?.bottom ?? 0,
      };
    }),
  );
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  for (const box of boxes) {
    // Each button sits on its card's bottom padding, however long the card's list is.
    expect(Math.abs(box.bottomGap)).toBeLessThan(1);
    if (wide) {
      expect(Math.abs(box.top - (boxes[0]?.top ?? 0))).toBeLessThan(1);
      expect(Math.abs(box.height - (boxes[0]?.height ?? 0))).toBeLessThan(1);
      expect(Math.abs(box.buttonBottom - (boxes[0]?.buttonBottom ?? 0))).toBeLessThan(1);
    }
  }
  // Raspberry fills the popular package's button and outlines the others; nothing is blue.
  const colours = await cards.locator("a").evaluateAll((links) =>
    links.map((link) => {
      const style = getComputedStyle(link);
      return { background: style.backgroundColor, border: style.borderTopColor, text: style.color };
    }),
  );
  const raspberry = "rgb(192, 36, 90)";
  expect(colours[0]).toMatchObject({ background: raspberry, text: "rgb(255, 255, 255)" });
  for (const colour of colours.slice(1)) expect(colour).toMatchObject({ border: raspberry, text: raspberry });
});

// At 768 px the cards once stood in one column as wide as the page.
test("@desktop-only at 768 px no package card stands alone: the first takes the row, the other two share the next", async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/tjanster");
  const grid = page.locator("div:has(> article[aria-labelledby^=package-])");
  const { cards, width } = await grid.evaluate((element) => ({
    width: element.getBoundingClientRect().width,
    cards: [...element.children].map((card) => {
      const rect = card.getBoundingClientRect();
      const button = card.querySelector("a")?.getBoundingClientRect();
      return {
        left: rect.left,
        top: rect.top,
        bottom: rect.bottom,
        width: rect.width,
        buttonBottom: button?.bottom ?? 0,
      };
    }),
  }));
  const [first, second, last] = cards;
  if (!first || !second || !last) throw new Error("three package cards expected");
  // The highlighted package as wide as the grid, its list in two columns.
  expect(Math.abs(first.width - width)).toBeLessThan(1);
  // The other two below it, side by side, equally tall, their buttons on one line.
  expect(second.top).toBeGreaterThan(first.bottom);
  expect(Math.abs(second.top - last.top)).toBeLessThan(1);
  expect(last.left).toBeGreaterThan(second.left + second.width);
  expect(Math.abs(second.bottom - last.bottom)).toBeLessThan(1);
  expect(Math.abs(second.buttonBottom - last.buttonBottom)).toBeLessThan(1);
});

test.describe("FAQ", () => {
  test("has ten questions, one open at a time, and closes again @desktop-only", async ({ page }) => {
    await page.goto("/tjanster");
    const items = page.locator("details[name=faq]");
    await expect(items).toHaveCount(10);
    await expect(page.locator("details[name=faq][open]")).toHaveCount(0);

    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(page.locator("details[name=faq][open]")).toHaveCount(1);
    await items.nth(1).locator("summary").click();
    await expect(page.locator("details[name=faq][open]")).toHaveCount(0);
  });

  test("works with the keyboard @desktop-only", async ({ page }) => {
    await page.goto("/tjanster");
    const summary = page.locator("details[name=faq] summary").nth(2);
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("details[name=faq]").nth(2)).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(page.locator("details[name=faq]").nth(2)).not.toHaveAttribute("open");
  });

  test("is single-open and collapsible without JavaScript too @desktop-only", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/tjanster`);
    const items = page.locator("details[name=faq]");
    await items.nth(3).locator("summary").click();
    await items.nth(4).locator("summary").click();
    await expect(items.nth(4)).toHaveAttribute("open", "");
    await expect(page.locator("details[name=faq][open]")).toHaveCount(1);
    await items.nth(4).locator("summary").click();
    await expect(page.locator("details[name=faq][open]")).toHaveCount(0);
    await context.close();
  });

  test("states the spec's facts @desktop-only", async ({ page }) => {
    await page.goto("/tjanster");
    const text = await page.locator("details[name=faq]").allTextContents();
    // Read as a reader reads it: a no-break space is a space.
    const all = text.join(" ").replaceAll("\u00a0", " ");
    expect(all).toContain("5 arbetsdagar");
    expect(all).toMatch(/13 900 kr[^.]*hosting/);
    for (const range of ["5 000–15 000 kr", "20 000–50 000 kr", "3 000–10 000 kr"])
      expect(all).toContain(range);
  });

  test("FAQPage data is in the prerendered page, and leaves and returns with the page @desktop-only", async ({
    page,
    request,
    baseURL,
  }) => {
    const html = await (await request.get(`${baseURL}/tjanster`)).text();
    type Node = { "@type": string | string[]; "@graph"?: Node[]; mainEntity?: unknown[] };
    // The FAQPage may stand alone or be one node of the page's graph.
    const faq = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .flatMap((match) => {
        const block = JSON.parse(match[1] ?? "{}") as Node;
        return block["@graph"] ?? [block];
      })
      .find((node) => [node["@type"]].flat().includes("FAQPage"));
    expect(faq?.mainEntity).toHaveLength(10);

    const faqBlocks = () =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll(
          (scripts) => scripts.filter((script) => script.textContent?.includes('"FAQPage"')).length,
        );
    await page.goto("/tjanster");
    expect(await faqBlocks()).toBe(1);
    await page.getByRole("contentinfo").getByRole("link", { name: "Om oss" }).click();
    await expect(page.locator("h1")).toHaveText("Om Vinga Design");
    expect(await faqBlocks()).toBe(0);
    await page.goBack();
    await expect(page.locator("h1")).toHaveText("Våra tjänster");
    expect(await faqBlocks()).toBe(1);
  });
});

test.describe("design thinking", () => {
  const steps = ["Empathize", "Define", "Ideate", "Design", "Test"];
  const isMobile = () => test.info().project.name === "mobile";

  /** Brings the section's heading to 200 px below the fold, as a visitor scrolling down would. */
  async function scrollNearDesignThinking(page: Page) {
    await page.locator("#design-thinking-title").evaluate((heading) => {
      window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - window.innerHeight - 200);
    });
  }

  /** The steps as a carousel, which the section's script makes of the list below 768 px. */
  const carousel = (page: Page) => page.getByRole("region", { name: "Design thinking i fem steg" });

  test("no carousel library or framework comes with the page: the section's script is its own @desktop-only", async ({
    page,
  }) => {
    const scripts = requestsMatching(page, /\.js(\?|$)/);
    await page.goto("/tjanster");
    await page.waitForLoadState("networkidle");
    const sources = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    for (const [index, source] of sources.entries()) {
      expect(source, scripts[index]).not.toMatch(/embla|react-dom|__reactFiber|useState/i);
    }
    // It works at once: the steps are labelled for the layout in use.
    if (isMobile())
      await expect(page.locator("[aria-roledescription=karusell]")).toHaveAttribute("tabindex", "0");
    else await expect(page.locator("li[data-design-step]").first()).toHaveAttribute("aria-current", "step");
  });

  test("shows the five steps STEG 1–5 with descriptions and bullet points @desktop-only", async ({
    page,
  }) => {
    await page.goto("/tjanster");
    const items = page.locator("li[data-design-step]");
    await expect(items).toHaveCount(5);
    for (const [index, title] of steps.entries()) {
      await expect(items.nth(index)).toContainText(`STEG ${index + 1}`);
      await expect(items.nth(index).getByRole("heading", { level: 3 })).toHaveText(title);
      expect(await items.nth(index).locator("ul li").count()).toBeGreaterThanOrEqual(3);
    }
  });

  test.describe("on a desktop, a vertical timeline", { tag: "@desktop-only" }, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto("/tjanster");
    });

    test("its steps fade in and track the one in view", async ({ page }) => {
      await scrollNearDesignThinking(page);
      const items = page.locator("li[data-design-step]");
      const first = await items.nth(0).boundingBox();
      const second = await items.nth(1).boundingBox();
      expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0));
      expect(second?.x).toBe(first?.x);
      await expect(items.nth(4)).toHaveAttribute("data-reveal", "pending");
      await items.nth(4).scrollIntoViewIfNeeded();
      await expect(items.nth(4)).toHaveAttribute("data-reveal", "shown");
      await expect(items.nth(4)).toHaveAttribute("aria-current", "step");
      await expect(page.locator("li[data-design-step][aria-current=step]")).toHaveCount(1);
      await items.nth(1).scrollIntoViewIfNeeded();
      await expect(items.nth(1)).toHaveAttribute("aria-current", "step");
    });

    test("a step counts as in view once 30 % of it shows", async ({ page }) => {
      await scrollNearDesignThinking(page);
      const step = page.locator("li[data-design-step]").nth(2);
      await expect(step).toHaveAttribute("data-reveal", "pending");
      /** Scrolls so that `share` of the step shows at the bottom of the screen. */
      const showShare = (share: number) =>
        step.evaluate((element, share) => {
          const box = element.getBoundingClientRect();
          window.scrollBy(0, box.top - window.innerHeight + box.height * share);
        }, share);
      await showShare(0.25);
      await page.waitForTimeout(300);
      await expect(step).toHaveAttribute("data-reveal", "pending");
      await showShare(0.35);
      await expect(step).toHaveAttribute("data-reveal", "shown");
    });

    test("its line runs behind the step numbers, which read at 4.5:1 or more", async ({ page }) => {
      const items = page.locator("li[data-design-step]");
      for (const item of await items.all()) await item.scrollIntoViewIfNeeded();
      await expect(items.nth(0)).toHaveAttribute("data-reveal", "shown");
      await finishAnimations(page);
      const dots = items.locator("> span[aria-hidden=true]");
      await expect(dots).toHaveText(["1", "2", "3", "4", "5"]);
      for (const dot of await dots.all()) {
        await dot.scrollIntoViewIfNeeded();
        // What the visitor sees at the number's centre is the number's own circle.
        const onTop = await dot.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return top === element || element.contains(top);
        });
        expect(onTop, `step ${await dot.textContent()} is drawn over the line`).toBe(true);
        const contrast = await dot.evaluate((element) => {
          // The canvas turns any CSS colour (Tailwind's are oklch) into sRGB.
          const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
          const rgb = (colour: string) => {
            if (!context) return [0, 0, 0];
            context.clearRect(0, 0, 1, 1);
            context.fillStyle = colour;
            context.fillRect(0, 0, 1, 1);
            return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
          };
          const luminance = (colour: string) => {
            const [r = 0, g = 0, b = 0] = rgb(colour).map((channel) => {
              const value = channel / 255;
              return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const style = getComputedStyle(element);
          const [lighter, darker] = [luminance(style.color), luminance(style.backgroundColor)].sort(
            (a, b) => b - a,
          );
          return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
        });
        expect(contrast, `step ${await dot.textContent()}`).toBeGreaterThanOrEqual(4.5);
      }
    });

    test.describe("with reduced motion", () => {
      test.use({ reducedMotion: "reduce" });

      test("every step shows without an entrance", async ({ page }) => {
        await scrollNearDesignThinking(page);
        await page.waitForTimeout(300);
        await expect(page.locator("li[data-design-step][data-reveal]")).toHaveCount(0);
      });
    });
  });

  test.describe("on a phone, a carousel", { tag: "@mobile-only" }, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto("/tjanster");
    });

    test("with buttons disabled at the ends and arrow keys", async ({ page }) => {
      await scrollNearDesignThinking(page);
      // The script has made the natively scrolling list a carousel.
      const region = carousel(page);
      await expect(region).toHaveAttribute("aria-roledescription", "karusell");
      const previous = page.getByRole("button", { name: "Föregående steg" });
      const next = page.getByRole("button", { name: "Nästa steg" });
      const status = page.getByText(/^Steg \d av 5$/);
      await previous.scrollIntoViewIfNeeded();
      await expect(status).toHaveText("Steg 1 av 5");
      await expect(previous).toBeDisabled();
      await next.click();
      await expect(status).toHaveText("Steg 2 av 5");
      await expect(previous).toBeEnabled();

      await region.focus();
      for (const expected of [3, 4, 5, 5]) {
        await page.keyboard.press("ArrowRight");
        await expect(status).toHaveText(`Steg ${expected} av 5`);
      }
      await expect(next).toBeDisabled();
      await page.keyboard.press("ArrowLeft");
      await expect(status).toHaveText("Steg 4 av 5");
      await expect(next).toBeEnabled();
      await expect(page.locator("li[data-design-step]").nth(3)).toHaveAttribute("aria-current", "step");
      // The slide shown is the one counted.
      await expect(page.locator("li[data-design-step]").nth(3)).toBeInViewport({ ratio: 0.9 });
    });

    test("the first tap on 'Nästa steg' as soon as it shows is never lost", async ({ page }) => {
      for (let visit = 0; visit < 3; visit++) {
        if (visit > 0) await page.reload();
        const next = page.locator("[data-carousel-next]");
        // The buttons show once the behaviours that work them run, after the first paint (decision 0024).
        await expect(next).toBeVisible();
        await next.evaluate((button) => button.scrollIntoView({ block: "center", behavior: "instant" }));
        const box = await next.boundingBox();
        if (!box) throw new Error("no 'Nästa steg' button");
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        await expect(page.locator("[data-carousel]")).toHaveAttribute("data-index", "1", { timeout: 1000 });
        await expect(page.getByText(/^Steg \d av 5$/)).toHaveText("Steg 2 av 5");
      }
    });

    test("←/→ work at the first press after a tap on a step, with nothing focused before", async ({
      page,
    }) => {
      const status = page.getByText(/^Steg \d av 5$/);
      const first = page.locator("li[data-design-step]").first();
      await first.getByRole("heading", { level: 3 }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await first.getByRole("heading", { level: 3 }).click();
      await page.keyboard.press("ArrowRight");
      await expect(status).toHaveText("Steg 2 av 5");
      await page.keyboard.press("ArrowLeft");
      await expect(status).toHaveText("Steg 1 av 5");
    });

    test("the region's focus ring is drawn over the slides, not under them", async ({ page }) => {
      const region = carousel(page);
      await region.scrollIntoViewIfNeeded();
      await page.keyboard.press("Tab");
      await region.focus();
      await expect(region).toBeFocused();
      const box = await region.boundingBox();
      if (!box) throw new Error("no carousel region");
      // At the right edge the second slide lies under the ring (drawn 3 px inside the edge).
      const shot = await page.screenshot({
        clip: { x: box.x + box.width - 2, y: box.y + box.height / 2, width: 1, height: 1 },
        scale: "css",
      });
      const pixel = await page.evaluate(async (data) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const context = document.createElement("canvas").getContext("2d");
        context?.drawImage(image, 0, 0);
        return [...(context?.getImageData(0, 0, 1, 1).data ?? [])].slice(0, 3);
      }, shot.toString("base64"));
      const ring = await region.evaluate((element) => getComputedStyle(element).outlineColor);
      expect(`rgb(${pixel.join(", ")})`).toBe(ring);
    });

    test("at 390 px the first step starts in line with the page's text, uncut", async ({ page }) => {
      await carousel(page).scrollIntoViewIfNeeded();
      const edges = async () => {
        const card = await page.locator("li[data-design-step]").first().locator("article").boundingBox();
        const heading = await page.locator("#design-thinking-title").evaluate((element) => {
          const container = element.closest("section > div");
          const style = container ? getComputedStyle(container) : null;
          return container && style
            ? container.getBoundingClientRect().left + Number.parseFloat(style.paddingLeft)
            : 0;
        });
        return { card, textStart: heading };
      };
      let { card, textStart } = await edges();
      expect(card?.x).toBeCloseTo(textStart, 0);
      expect((card?.x ?? 0) + (card?.width ?? 0)).toBeLessThan(390);
      // And again after going forward and back.
      await page.getByRole("button", { name: "Nästa steg" }).click();
      await expect(page.getByText("Steg 2 av 5", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Föregående steg" }).click();
      await expect(page.getByText("Steg 1 av 5", { exact: true })).toBeVisible();
      await expect.poll(async () => (await edges()).card?.x).toBeCloseTo(textStart, 0);
      ({ card, textStart } = await edges());
      expect(card?.x).toBeCloseTo(textStart, 0);
    });

    test.describe("with reduced motion", () => {
      test.use({ reducedMotion: "reduce" });

      test("jumps to the step without sliding", async ({ page }) => {
        const viewport = page.locator("[data-carousel-viewport]");
        const next = page.getByRole("button", { name: "Nästa steg" });
        await next.scrollIntoViewIfNeeded();
        const positions = await next.evaluate(async (button) => {
          const scroller = document.querySelector("[data-carousel-viewport]");
          if (!scroller) return [];
          (button as HTMLButtonElement).click();
          const seen = [scroller.scrollLeft];
          for (let frame = 0; frame < 10; frame++) {
            await new Promise((resolve) => requestAnimationFrame(resolve));
            seen.push(scroller.scrollLeft);
          }
          return seen;
        });
        // Already at the second step in the same task as the click, and never in between after it.
        expect(positions[0]).toBeGreaterThan(0);
        expect(new Set(positions).size).toBe(1);
        expect(await viewport.evaluate((element) => element.scrollLeft)).toBe(positions[0]);
      });
    });
  });

  describeWithoutJavaScript(() => {
    test("every step is shown, the list scrolls natively below 768 px and no dead button shows", async ({
      page,
    }) => {
      await page.goto("/tjanster");
      const items = page.locator("li[data-design-step]");
      for (const item of await items.all()) {
        await item.scrollIntoViewIfNeeded();
        expect(await item.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
      }
      await expect(page.getByRole("button", { name: "Nästa steg" })).toBeHidden();
      if (isMobile()) {
        const viewport = page.locator("[data-carousel-viewport]");
        await viewport.evaluate((element) => element.scrollBy({ left: 400, behavior: "instant" }));
        await expect.poll(() => viewport.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      }
    });
  });
});

test("@desktop-only about: each fact's figure stays on one line and no word of it breaks, from 320 to 1280 px", async ({
  page,
}) => {
  await page.goto("/about");
  const broken: string[] = [];
  for (const width of [320, 390, 640, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const found = await page.locator("main dl").evaluate((list) => {
      /** The distinct line tops a stretch of text is drawn on. */
      const lines = (node: Node, start: number, end: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      const problems: string[] = [];
      for (const value of list.querySelectorAll("dd")) {
        const text = value.firstChild;
        if (text && lines(text, 0, text.textContent?.length ?? 0) > 1)
          problems.push(`"${value.textContent}"`);
      }
      for (const label of list.querySelectorAll("dt")) {
        const text = label.firstChild;
        const content = text?.textContent ?? "";
        for (const word of content.matchAll(/\S+/g)) {
          if (text && lines(text, word.index, word.index + word[0].length) > 1) problems.push(`"${word[0]}"`);
        }
      }
      return problems;
    });
    for (const problem of found) broken.push(`${width} px: ${problem}`);
  }
  expect(broken).toEqual([]);
});

test("about: vision, the agency, its founder with over 13 years of experience, and one image @desktop-only", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Om Vinga Design");
  await expect(page.getByRole("heading", { name: "Vår vision" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Om byrån" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sara Lindberg" })).toBeVisible();
  await expect(page.locator("main")).toContainText("över 13 års erfarenhet");
  const images = page.locator("main img");
  await expect(images).toHaveCount(1);
  await expect(images).toHaveAttribute("alt", /porträtt av Sara Lindberg/);
  await expect(images).toHaveAttribute("width", "240");
  await expect(images).toHaveAttribute("height", "240");
  expect(await images.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );
});
