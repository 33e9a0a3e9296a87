import type { Locator, Page } from "@playwright/test";

/**
 * The checks a by-hand WCAG 2.2 audit makes, as functions the browser runs on the current page.
 * Each returns a list of findings (empty = passes), so a failing test names what and where.
 */

/** WCAG 1.4.12's minimum text spacing, forced onto every element as the auditors' bookmarklet does. */
export const TEXT_SPACING_CSS = `*, *::before, *::after {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/**
 * Text at 200 %: Chromium's own text-size setting (Settings › Appearance › Font size), which
 * doubles the default font size and so everything sized in rem or em, media queries included,
 * while the page keeps its CSS pixel width. That is what a reader's "text only" enlargement does.
 */
export async function enlargeText(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  // Without the Page domain enabled Chromium drops the setting at the next navigation.
  await cdp.send("Page.enable");
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
}

/** The smallest screen WCAG 1.4.10 asks a page to work on: 1280 × 1024 CSS px zoomed to 400 %. */
export const REFLOW_VIEWPORT = { width: 320, height: 256 };

/**
 * The reflow screen with text at 200 % on top, the hardest layout a page must hold. Call it before
 * the page loads (see enlargeText).
 */
export async function useReflowScreenWithLargeText(page: Page) {
  await page.setViewportSize(REFLOW_VIEWPORT);
  await enlargeText(page);
}

/** A short description of an element for findings: tag, id or class start, and its text. */
const describeSource = `(element) => {
  const text = (element.textContent || "").trim().replace(/\\s+/g, " ").slice(0, 40);
  const id = element.id ? "#" + element.id : "";
  return element.tagName.toLowerCase() + id + (text ? " «" + text + "»" : "");
}`;

/** Sideways scrolling of the page itself (1.4.10). */
export function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth > root.clientWidth
      ? [`page is ${root.scrollWidth} px wide in ${root.clientWidth} px`]
      : [];
  });
}

/**
 * Text that is cut off or drawn over other text (1.4.4, 1.4.10, 1.4.12): every visible line of
 * text must lie inside each ancestor that clips its overflow and inside the page's width, and no
 * two lines of different elements may overlap. Deliberate clipping is allowed where the content
 * stays reachable: a carousel's viewport hides the slides beside the current one (a swipe away).
 * A line clamp is not: it left readers a half sentence. `scope` limits the check to an
 * open dialog, which covers the page behind it.
 */
export function textLayoutProblems(page: Page, scope = "body") {
  return page.evaluate(
    ({ describe, scope }) => {
      const name = new Function(`return ${describe}`)() as (element: Element) => string;
      const findings: string[] = [];
      const width = document.documentElement.clientWidth;
      const root = document.querySelector(scope);
      if (!root) return [`no ${scope} on the page`];
      type Box = { left: number; right: number; top: number; bottom: number };
      const lines: { box: Box; element: Element }[] = [];
      const clipCache = new Map<
        Element,
        { rect: DOMRect; x: boolean; y: boolean; deliberate: boolean } | null
      >();
      const clipOf = (element: Element) => {
        if (!clipCache.has(element)) {
          const style = getComputedStyle(element);
          const clips = (value: string) => value !== "visible";
          const scrolls = (value: string) => value === "auto" || value === "scroll";
          const carousel = element.matches("[aria-roledescription=karusell]");
          const x = clips(style.overflowX);
          const y = clips(style.overflowY);
          // A scroll box keeps its content reachable; a carousel does so by design.
          const deliberate = carousel || scrolls(style.overflowX) || scrolls(style.overflowY);
          clipCache.set(element, x || y ? { rect: element.getBoundingClientRect(), x, y, deliberate } : null);
        }
        return clipCache.get(element) ?? null;
      };
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const element = node.parentElement;
        if (!element || element.closest("template, noscript, script, style, .sr-only")) continue;
        if (
          !element.checkVisibility({
            contentVisibilityAuto: true,
            opacityProperty: true,
            visibilityProperty: true,
          })
        ) {
          continue;
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width <= 1 || rect.height <= 1) continue;
          // What is left of the line after every clipping ancestor has cut it.
          const box: Box = { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
          let cutBy: Element | null = null;
          for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement) {
            const clip = clipOf(ancestor);
            if (!clip) continue;
            const before = { ...box };
            if (clip.x) {
              box.left = Math.max(box.left, clip.rect.left);
              box.right = Math.min(box.right, clip.rect.right);
            }
            if (clip.y) {
              box.top = Math.max(box.top, clip.rect.top);
              box.bottom = Math.min(box.bottom, clip.rect.bottom);
            }
            const changed =
              box.left > before.left + 1 ||
              box.right < before.right - 1 ||
              box.top > before.top + 1 ||
              box.bottom < before.bottom - 1;
            if (changed && !clip.deliberate) cutBy ??= ancestor;
          }
          if (box.right - box.left <= 1 || box.bottom - box.top <= 1) continue;
          if (cutBy) findings.push(`text cut off by ${name(cutBy).slice(0, 30)}: ${name(element)}`);
          if (box.right > width + 1 || box.left < -1) {
            findings.push(
              `text outside the page (${Math.round(box.left)}–${Math.round(box.right)} of ${width}): ${name(element)}`,
            );
          }
          lines.push({ box, element });
        }
      }
      // Line boxes span the font's full height; overlaps of a few pixels are leading, not collisions.
      const core = lines
        .map(({ box, element }) => {
          const height = box.bottom - box.top;
          return {
            element,
            left: box.left + 2,
            right: box.right - 2,
            top: box.top + height * 0.25,
            bottom: box.bottom - height * 0.25,
          };
        })
        .sort((a, b) => a.top - b.top);
      for (const [i, a] of core.entries()) {
        for (const b of core.slice(i + 1)) {
          if (b.top >= a.bottom) break;
          if (a.left >= b.right || b.left >= a.right) continue;
          if (a.element === b.element || a.element.contains(b.element) || b.element.contains(a.element))
            continue;
          findings.push(`text overlaps text: ${name(a.element)} × ${name(b.element)}`);
        }
      }
      return findings;
    },
    { describe: describeSource, scope },
  );
}

/**
 * Controls smaller than 24 × 24 px (2.5.8) that do not meet the spacing exception: a 24 px circle
 * centred on each undersized target must not touch another target or its circle. Links inside a
 * sentence are exempt, as the criterion says.
 */
export function smallTargets(page: Page, scope = "body") {
  return page.evaluate(
    ({ describe, scope }) => {
      const name = new Function(`return ${describe}`)() as (element: Element) => string;
      const root = document.querySelector(scope);
      if (!root) return [`no ${scope} on the page`];
      const selector =
        "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=switch], [role=checkbox], [tabindex]:not([tabindex='-1'])";
      const targets = [...root.querySelectorAll<HTMLElement>(selector)].filter((element) => {
        if (element.closest(".sr-only, [aria-hidden=true], [inert]")) return false;
        const style = getComputedStyle(element);
        if (style.visibility === "hidden" || style.display === "none") return false;
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && rect.height > 0;
      });
      const inSentence = (element: HTMLElement) => {
        if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
        const parent = element.parentElement;
        return [...(parent?.childNodes ?? [])].some(
          (node) =>
            node !== element &&
            node.nodeType === Node.TEXT_NODE &&
            (node.textContent ?? "").trim().length > 1,
        );
      };
      const boxes = targets.map((element) => ({ element, rect: element.getBoundingClientRect() }));
      const findings: string[] = [];
      for (const { element, rect } of boxes) {
        if (rect.width >= 23.5 && rect.height >= 23.5) continue;
        if (inSentence(element)) continue;
        const cx = rect.left + rect.width / 2;
        const cy = rect.top + rect.height / 2;
        const crowded = boxes.some((other) => {
          if (
            other.element === element ||
            other.element.contains(element) ||
            element.contains(other.element)
          ) {
            return false;
          }
          const o = other.rect;
          // Distance from this circle's centre to the other target's box, and to its own circle.
          const dx = Math.max(o.left - cx, 0, cx - o.right);
          const dy = Math.max(o.top - cy, 0, cy - o.bottom);
          if (Math.hypot(dx, dy) < 12) return true;
          const small = o.width < 23.5 || o.height < 23.5;
          return small && Math.hypot(cx - (o.left + o.width / 2), cy - (o.top + o.height / 2)) < 24;
        });
        if (crowded)
          findings.push(`${Math.round(rect.width)} × ${Math.round(rect.height)} px: ${name(element)}`);
      }
      return findings;
    },
    { describe: describeSource, scope },
  );
}

/**
 * What an auditor checks at each focus stop: that focus is somewhere (not on <body>), that the
 * focused element is not hidden under the sticky header, a toast or a dialog, and that its focus
 * outline has 3:1 contrast with the colour of the surface it is drawn on.
 */
export async function focusProblems(page: Page) {
  return (await focusStop(page)).problems;
}

/**
 * The focus checks at one stop of a Tab walk, in one round trip: the focused element (null for
 * <body>), remembered as `window.lastStop`, and what is wrong with it.
 */
export function focusStop(page: Page): Promise<{ id: string | null; problems: string[] }> {
  return page.evaluate(async (describe) => {
    const name = new Function(`return ${describe}`)() as (element: Element) => string;
    // A focus ring may be fading in (even reduced motion leaves a transition of a frame).
    await Promise.all(
      document
        .getAnimations()
        // Neither an endless animation, a stopped or paused one (a toast held while focused) nor
        // one the scroll drives (the header's compaction) ends by waiting.
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().iterations !== Infinity &&
            animation.playbackRate !== 0 &&
            animation.playState === "running",
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { id: null, problems: ["focus is on <body>"] };
    (window as unknown as { lastStop: Element }).lastStop = focused;
    const findings: string[] = [];
    const rect = focused.getBoundingClientRect();
    type Point = { x: number; y: number };
    const onScreen = ({ x, y }: Point) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
    const points = [
      { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 },
      { x: rect.left + 3, y: rect.top + 3 },
      { x: rect.right - 3, y: rect.bottom - 3 },
    ].filter(onScreen);
    // Covered when every probe point hits something else (a label for the control does not count).
    const coverers = points.map(({ x, y }) => {
      const top = document.elementFromPoint(x, y);
      const covers = top && !focused.contains(top) && !top.contains(focused) && top.closest("label") === null;
      return covers ? top : null;
    });
    const [firstCoverer] = coverers;
    if (firstCoverer && coverers.every(Boolean)) {
      findings.push(`${name(focused)} is covered by ${name(firstCoverer)}`);
    }

    // Any CSS colour (the theme's are oklab) as sRGB with its alpha, as the browser paints it.
    const pixel = new OffscreenCanvas(1, 1).getContext("2d", { willReadFrequently: true });
    const parse = (value: string) => {
      if (!pixel || !CSS.supports("color", value)) return null;
      pixel.clearRect(0, 0, 1, 1);
      pixel.fillStyle = value;
      pixel.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = pixel.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    // The indicator: an outline (or a ring drawn as a solid box-shadow) on the focused element, or
    // on a card around it that shows focus for the control inside (`:has(:focus-visible)`).
    const indicatorOf = (element: Element) => {
      const style = getComputedStyle(element);
      const colours: { r: number; g: number; b: number; a: number }[] = [];
      if (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2) {
        const outline = parse(style.outlineColor);
        if (outline && outline.a > 0) colours.push(outline);
      }
      const shadow = /(rgba?\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px/g;
      for (const [, colour = "", , , blur, spread] of style.boxShadow.matchAll(shadow)) {
        const parsed = parse(colour);
        if (Number(blur) === 0 && Number(spread) >= 2 && parsed && parsed.a > 0) colours.push(parsed);
      }
      return colours.length > 0 ? { colours, offset: Number.parseFloat(style.outlineOffset) || 0 } : null;
    };
    let holder: Element | null = focused;
    let indicator = null;
    for (let level = 0; holder && level < 5 && !indicator; level++) {
      indicator = indicatorOf(holder);
      if (!indicator) holder = holder.parentElement;
    }
    type Colour = { r: number; g: number; b: number };
    // The surface the indicator is drawn on, as the eye sees it: what lies just outside the
    // holder's box, layer by layer from the top (a header or footer behind a fixed link, or a
    // header's background drawn by a layer beside its content, not merely its parents in the DOM).
    const surface = (from: Element, offset: number): Colour => {
      const box = from.getBoundingClientRect();
      const gap = Math.max(1, offset + 1);
      const [spot] = [
        { x: box.left - gap, y: box.top + box.height / 2 },
        { x: box.right + gap, y: box.top + box.height / 2 },
        { x: box.left + box.width / 2, y: box.top - gap },
      ].filter(onScreen);
      const stack: Element[] = [];
      if (spot)
        stack.push(
          ...document.elementsFromPoint(spot.x, spot.y).filter((element) => !from.contains(element)),
        );
      else
        for (let element = from.parentElement; element; element = element.parentElement) stack.push(element);
      const layers: { r: number; g: number; b: number; a: number }[] = [];
      for (const element of stack) {
        const colour = parse(getComputedStyle(element).backgroundColor);
        if (colour && colour.a > 0) layers.push(colour);
        if (colour && colour.a >= 1) break;
      }
      let result = { r: 255, g: 255, b: 255 };
      for (const layer of layers.reverse()) {
        result = {
          r: layer.r * layer.a + result.r * (1 - layer.a),
          g: layer.g * layer.a + result.g * (1 - layer.a),
          b: layer.b * layer.a + result.b * (1 - layer.a),
        };
      }
      return result;
    };
    const luminance = ({ r, g, b }: Colour) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    if (!indicator || !holder) {
      findings.push(`${name(focused)} has no focus indicator`);
    } else {
      const back = surface(holder, indicator.offset);
      // A two-colour indicator (C40) passes when either colour stands out from the surface.
      const ratio = Math.max(
        ...indicator.colours.map((colour) => {
          const drawn = {
            r: colour.r * colour.a + back.r * (1 - colour.a),
            g: colour.g * colour.a + back.g * (1 - colour.a),
            b: colour.b * colour.a + back.b * (1 - colour.a),
          };
          const [a, b] = [luminance(drawn), luminance(back)];
          return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        }),
      );
      if (ratio < 3) findings.push(`${name(focused)}: focus indicator contrast ${ratio.toFixed(2)}:1`);
    }
    return { id: focused.outerHTML.slice(0, 200), problems: findings };
  }, describeSource);
}

/**
 * The focus ring of `target` (focused already) against what is really drawn behind it, a film or a
 * photograph included: the spot around it is captured with the ring and without it, and along a
 * line out from each side the strongest change between the two is the ring's contrast there. Returns
 * the weakest side's figure; 3 passes 1.4.11 all the way round (a two-colour ring passes where one
 * of its colours stands out from the picture at that spot).
 */
export async function ringContrastOnPicture(page: Page, target: Locator) {
  const { default: sharp } = await import("sharp");
  const box = await target.boundingBox();
  if (!box) throw new Error("the focused control has no box");
  const margin = 12;
  const clip = {
    x: box.x - margin,
    y: box.y - margin,
    width: box.width + 2 * margin,
    height: box.height + 2 * margin,
  };
  const shoot = async () => {
    const { data, info } = await sharp(await page.screenshot({ clip, animations: "disabled", caret: "hide" }))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, scale: info.width / clip.width };
  };
  const ringed = await shoot();
  await target.evaluate((element: HTMLElement) => {
    element.style.setProperty("outline-color", "transparent", "important");
    element.style.setProperty("box-shadow", "none", "important");
  });
  const bare = await shoot();
  await target.evaluate((element: HTMLElement) => {
    element.style.removeProperty("outline-color");
    element.style.removeProperty("box-shadow");
  });
  const luminance = (r: number, g: number, b: number) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const at = ({ data, width, scale }: typeof ringed, x: number, y: number) => {
    const index = (Math.round(y * scale) * width + Math.round(x * scale)) * 3;
    return luminance(data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0);
  };
  // Points on the middle of each side (clear of rounded corners), and the way out from there.
  const { width, height } = box;
  const starts: { x: number; y: number; dx: number; dy: number; side: string }[] = [];
  for (let share = 0.35; share <= 0.65; share += 0.05) {
    starts.push({ x: margin + share * width, y: margin, dx: 0, dy: -1, side: "top" });
    starts.push({ x: margin + share * width, y: margin + height, dx: 0, dy: 1, side: "bottom" });
  }
  starts.push({ x: margin, y: margin + height / 2, dx: -1, dy: 0, side: "left" });
  starts.push({ x: margin + width, y: margin + height / 2, dx: 1, dy: 0, side: "right" });
  let weakest = { ratio: Infinity, side: "" };
  for (const { x, y, dx, dy, side } of starts) {
    let strongest = 1;
    for (let step = 0; step < margin - 1; step += 0.5) {
      const [a, b] = [at(ringed, x + dx * step, y + dy * step), at(bare, x + dx * step, y + dy * step)];
      strongest = Math.max(strongest, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05));
    }
    if (strongest < weakest.ratio) weakest = { ratio: strongest, side };
  }
  return weakest;
}

/**
 * WCAG 1.4.3's ratio of a control's label colour to its own fill, for a control painted on an
 * opaque background of its own (a button): what lies around it does not change the figure.
 */
export async function labelContrastOnOwnFill(control: Locator) {
  const { color, backgroundColor } = await control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, backgroundColor: style.backgroundColor };
  });
  const channels = (value: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
    if (a < 1) throw new Error(`${value} is not opaque: this ratio needs a solid label and fill`);
    return [r, g, b];
  };
  const luminance = (value: string) => {
    const [r = 0, g = 0, b = 0] = channels(value).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(color), luminance(backgroundColor)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * What 1.4.4 and 1.4.10 ask of an open dialog (or any `scope`) with enlarged text, beyond
 * textLayoutProblems: it does not scroll sideways nor reach past the screen's sides; every
 * control and picture has a box, lies inside the screen's width and overlaps no other control;
 * and no word is broken into a line of one or two letters ("St/at/is/ti/k").
 */
export function dialogLayoutProblems(page: Page, scope: string) {
  return page.evaluate(
    ({ describe, scope }) => {
      const name = new Function(`return ${describe}`)() as (element: Element) => string;
      const root = document.querySelector(scope);
      if (!root) return [`no ${scope} on the page`];
      const findings: string[] = [];
      const width = document.documentElement.clientWidth;
      const shown = (element: Element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !element.closest(".sr-only, template");
      if (root.scrollWidth > root.clientWidth + 1) {
        findings.push(
          `${name(root).slice(0, 30)} scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px`,
        );
      }
      const rootBox = root.getBoundingClientRect();
      if (rootBox.left < -1 || rootBox.right > width + 1) {
        findings.push(
          `the dialog reaches past the screen (${Math.round(rootBox.left)}–${Math.round(rootBox.right)} of ${width})`,
        );
      }
      const controls = [
        ...root.querySelectorAll("a[href], button, input, select, textarea, [role=switch]"),
      ].filter(shown);
      const boxes = controls.map((element) => ({ element, rect: element.getBoundingClientRect() }));
      // A carousel's slides beside the current one lie off the screen by design, a swipe away.
      const inSideScroller = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent).overflowX;
          if (overflow === "auto" || overflow === "scroll") return true;
        }
        return false;
      };
      for (const { element, rect } of boxes) {
        if (rect.width < 1 || rect.height < 1) findings.push(`control has no box: ${name(element)}`);
        else if ((rect.left < -1 || rect.right > width + 1) && !inSideScroller(element)) {
          findings.push(
            `control off the screen (${Math.round(rect.left)}–${Math.round(rect.right)} of ${width}): ${name(element)}`,
          );
        }
      }
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          const overlapX = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
          const overlapY = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
          if (overlapX > 2 && overlapY > 2)
            findings.push(`controls overlap: ${name(a.element)} × ${name(b.element)}`);
        }
      }
      for (const picture of root.querySelectorAll("img, video, iframe")) {
        if (!shown(picture)) continue;
        const rect = picture.getBoundingClientRect();
        if (rect.width < 40 || rect.height < 40) {
          findings.push(
            `picture shrunk to ${Math.round(rect.width)} × ${Math.round(rect.height)} px: ${name(picture)}`,
          );
        }
      }
      // Each word's letters, grouped by the line they are drawn on. A word too long for a line of
      // the dialog (less a margin of 1rem a side) may break; one that would fit there broke
      // because its column was squeezed.
      const rootStyle = getComputedStyle(root);
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
      const lineRoom =
        root.clientWidth -
        Number.parseFloat(rootStyle.paddingLeft) -
        Number.parseFloat(rootStyle.paddingRight) -
        2 * rem;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !shown(element)) continue;
        const text = node.textContent ?? "";
        for (const word of text.matchAll(/[\p{L}\p{N}]{3,}/gu)) {
          const whole = document.createRange();
          whole.setStart(node, word.index);
          whole.setEnd(node, word.index + word[0].length);
          if (new Set([...whole.getClientRects()].map((rect) => Math.round(rect.top))).size < 2) continue;
          const lines = new Map<number, number>();
          let wordWidth = 0;
          for (let offset = 0; offset < word[0].length; offset++) {
            const range = document.createRange();
            range.setStart(node, word.index + offset);
            range.setEnd(node, word.index + offset + 1);
            const [rect] = range.getClientRects();
            if (!rect || rect.width < 0.5) continue;
            wordWidth += rect.width;
            const line = Math.round(rect.top);
            lines.set(line, (lines.get(line) ?? 0) + 1);
          }
          if (
            lines.size > 1 &&
            wordWidth <= lineRoom &&
            [...lines.values()].some((letters) => letters <= 2)
          ) {
            findings.push(`word broken over ${lines.size} lines: «${word[0]}» in ${name(element)}`);
          }
        }
      }
      return [...new Set(findings)];
    },
    { describe: describeSource, scope },
  );
}
