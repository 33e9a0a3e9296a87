import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import { formFallbackAction } from "../../app/lib/contact/send-contact-message";
import {
  contactForm,
  fillValid,
  formEndpoint,
  jsonAnswer,
  stubFormService,
  typed,
} from "./support/contact-form";
import { describeWithoutJavaScript, expect, pausedClock, requestsMatching, test } from "./support/fixtures";
import { gotoWithBehaviours } from "./support/behaviours";

/** Where the form posts when no script runs: the service's plain endpoint. */
const plainEndpoint = formFallbackAction(formEndpoint);

const isMobile = () => test.info().project.name === "mobile";

/** Opens /contact with the form service answering `answer`; returns the form's controls and the posts. */
async function openContactPage(page: Page, answer?: (route: Route) => Promise<void>) {
  const posts = answer ? await stubFormService(page, answer) : [];
  await page.goto("/contact");
  return { fields: contactForm(page), posts };
}

async function expectValuesKept(page: Page) {
  const fields = contactForm(page);
  await expect(fields.name).toHaveValue(typed.name);
  await expect(fields.email).toHaveValue(typed.email);
  await expect(fields.message).toHaveValue(typed.message);
  await expect(fields.consent).toBeChecked();
}

async function expectFailureToast(page: Page) {
  const toast = page.locator("#toasts > li").filter({ hasText: "Ett fel uppstod" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Det gick inte att skicka meddelandet. Försök igen senare.");
}

test.describe("contact page", () => {
  test("shows only the contact form with its own title and description @desktop-only", async ({ page }) => {
    await openContactPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakta oss");
    await expect(page.locator("main")).toContainText("Berätta om ditt företag och vad du behöver hjälp med");
    await expect(page.locator("main section")).toHaveCount(1);
    await expect(page.locator("main section")).toHaveAttribute("id", "contact-form");
    await expect(page.locator("main form")).toHaveCount(1);
    // Beside it, only the agency's other ways in: phone and address (complementary, not a section).
    await expect(page.getByRole("complementary")).toHaveCount(1);
    await expect(page.getByRole("complementary").locator('a[href^="tel:"]')).toHaveCount(1);
  });

  test("the prerendered form works without JavaScript: it posts to the service's plain endpoint @desktop-only", async ({
    request,
  }) => {
    const html = await (await request.get("/contact")).text();
    const formTag = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain(`action="${formEndpoint.replace("/ajax/", "/")}"`);
    expect(formTag).not.toContain("novalidate");
    for (const name of ["name", "email", "message", "consent", "_honey", "_subject"]) {
      expect(html, name).toContain(`name="${name}"`);
    }
  });

  test("with #contact-form it glides to the form after 300 ms and stops at the spec's offset", async ({
    page,
  }) => {
    await pausedClock(page, new Date("2025-05-13T09:00:00+02:00"));
    await gotoWithBehaviours(page, "/contact#contact-form");
    const formTop = () =>
      page.locator("#contact-form form").evaluate((element) => element.getBoundingClientRect().top);
    const before = await formTop();

    // The delay starts as the page's behaviours run, after its first paint, while the clock stands still.
    await page.clock.runFor(280);
    await page.waitForTimeout(150);
    expect(await formTop()).toBe(before);

    await page.clock.runFor(20);
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const expected = isMobile() ? viewport.height * 0.2 : 80;
    // The glide is the browser's own; on a busy machine its last frames come late.
    await expect.poll(formTop, { timeout: 10_000 }).toBeCloseTo(expected, 0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("with reduced motion it jumps to the form after 300 ms instead of gliding @desktop-only", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await pausedClock(page, new Date("2025-05-13T09:00:00+02:00"));
    await page.goto("/contact#contact-form");
    const formTop = () =>
      page.locator("#contact-form form").evaluate((element) => element.getBoundingClientRect().top);
    // From the bottom of the page, far enough that a glide would take a while.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    const before = await formTop();
    await page.clock.runFor(299);
    expect(await formTop()).toBe(before);

    await page.clock.runFor(1);
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    // Read at once, with no polling: a glide would still be on its way.
    expect(await formTop()).toBeCloseTo(isMobile() ? viewport.height * 0.2 : 80, 0);
  });

  test("a package card's link on the services page lands on the form the same way", async ({ page }) => {
    await page.goto("/tjanster");
    await page.locator('main a[href="/contact#contact-form"]').first().click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const expected = isMobile() ? viewport.height * 0.2 : 80;
    await expect
      .poll(
        () => page.locator("#contact-form form").evaluate((element) => element.getBoundingClientRect().top),
        { timeout: 10_000 },
      )
      .toBeCloseTo(expected, 0);
  });

  test("the home page ends with the same form, under a second-level heading", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("main > *").last();
    await expect(section.locator("form")).toHaveCount(1);
    await expect(page.locator("section#contact-form")).toHaveCount(1);
    await expect(page.locator("#contact-form h2#contact-form-title")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("on the home page, what was typed while the page's scripts were still on the way is kept and sent", async ({
    page,
  }) => {
    const posts = await stubFormService(page, jsonAnswer(200, { success: "true" }));
    let deliverScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (deliverScripts = resolve));
    const heldScripts: string[] = [];
    await page.route(/^http:\/\/localhost(:\d+)?\/.*\.js$/, async (route) => {
      heldScripts.push(route.request().url());
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    const fields = contactForm(page);
    await fields.name.fill(typed.name);
    await fields.email.fill(typed.email);
    await fields.message.fill(typed.message);
    await fields.consent.check();
    expect(heldScripts.length, "the page has scripts, held until now").toBeGreaterThan(0);
    await expect(fields.scope.locator("form")).not.toHaveAttribute("novalidate", "");
    deliverScripts();

    await expect(fields.scope.locator("form")).toHaveAttribute("novalidate", "");
    await expectValuesKept(page);
    await expect(fields.scope).toContainText(`${typed.message.length}/5000 tecken`);
    await fields.submit.click();
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]?.body).toMatchObject({ ...typed, consent: "Ja" });
  });

  describeWithoutJavaScript(() => {
    test("the home page's form takes input, lets the browser stop an incomplete message and posts a complete one to the plain endpoint", async ({
      page,
    }) => {
      const posts: { contentType: string | undefined; body: string | null }[] = [];
      await page.route(plainEndpoint, (route) => {
        posts.push({
          contentType: route.request().headers()["content-type"],
          body: route.request().postData(),
        });
        return route.fulfill({ status: 200, contentType: "text/html", body: "<p>Tack!</p>" });
      });
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const fields = contactForm(page);
      await expect(fields.scope.locator("form")).toHaveAttribute("action", plainEndpoint);
      await expect(fields.scope.locator("form")).not.toHaveAttribute("novalidate", "");

      await fields.submit.click();
      await page.waitForTimeout(200);
      expect(posts, "the browser's own validation stops an empty form").toHaveLength(0);
      await expect(fields.name).toBeFocused();

      await fillValid(page);
      await expect(fields.name).toHaveValue(typed.name);
      await fields.submit.click();
      await expect(page.getByText("Tack!")).toBeVisible();
      expect(posts).toHaveLength(1);
      expect(posts[0]?.contentType).toBe("application/x-www-form-urlencoded");
      expect(Object.fromEntries(new URLSearchParams(posts[0]?.body ?? ""))).toEqual({
        _subject: "Nytt kontaktformulär meddelande",
        name: typed.name,
        email: typed.email,
        message: typed.message,
        consent: "Ja",
        _honey: "",
      });
    });
  });
});

test.describe("contact form", () => {
  test("sends the exact payload as JSON, confirms with a toast and resets @desktop-only", async ({
    page,
  }) => {
    const { posts } = await openContactPage(page, jsonAnswer(200, { success: "true", message: "OK" }));
    const fields = await fillValid(page);
    await fields.submit.click();

    const toast = page.locator("#toasts > li").filter({ hasText: "Meddelande skickat!" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Vi återkommer till dig så snart som möjligt.");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      name: typed.name,
      email: typed.email,
      message: typed.message,
      consent: "Ja",
      _subject: "Nytt kontaktformulär meddelande",
      _captcha: "false",
      _honey: "",
    });
    expect(posts[0]?.headers["content-type"]).toBe("application/json");
    expect(posts[0]?.headers["accept"]).toBe("application/json");

    for (const field of [fields.name, fields.email, fields.message]) await expect(field).toHaveValue("");
    await expect(fields.consent).not.toBeChecked();
    await expect(page.locator("#contact-form")).toContainText("0/5000 tecken");
  });

  test("shows the four Swedish messages next to their fields and focuses the first invalid one @desktop-only", async ({
    page,
  }) => {
    const { posts, fields } = await openContactPage(page, jsonAnswer(200, { success: "true" }));
    await fields.submit.click();

    const expected = [
      [fields.name, "Namnet måste vara minst 2 tecken."],
      [fields.email, "Ogiltig e-postadress."],
      [fields.message, "Meddelandet måste vara minst 10 tecken."],
      [fields.consent, "Du måste godkänna hantering av personuppgifter"],
    ] as const;
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(".", "\\.")}`));
    }
    await expect(fields.name).toBeFocused();
    expect(posts).toHaveLength(0);

    // Each message sits right under its own field.
    const nameError = page.getByText("Namnet måste vara minst 2 tecken.");
    const nameBox = await fields.name.boundingBox();
    const errorBox = await nameError.boundingBox();
    expect(errorBox && nameBox && errorBox.y - (nameBox.y + nameBox.height)).toBeLessThan(24);

    await fields.name.fill("Bo");
    await fields.submit.click();
    await expect(fields.email).toBeFocused();
    await expect(fields.name).not.toHaveAttribute("aria-invalid", "true");
    await expect(nameError).toHaveCount(0);

    await fields.email.fill("bo@example");
    await expect(page.getByText("Ogiltig e-postadress.")).toBeVisible();
    await fields.email.fill("bo@example.se");
    await expect(page.getByText("Ogiltig e-postadress.")).toHaveCount(0);
    expect(posts).toHaveLength(0);
  });

  test("says every field is required, visibly and to assistive technology @desktop-only", async ({
    page,
  }) => {
    const { fields } = await openContactPage(page);
    const note = "Alla fält är obligatoriska och markerade med *.";
    await expect(fields.scope.getByText(note)).toBeVisible();
    await expect(
      fields.scope.getByRole("form", { name: "Skicka ett meddelande" }),
    ).toHaveAccessibleDescription(note);

    const session = await page.context().newCDPSession(page);
    const { root } = await session.send("DOM.getDocument");
    /** What Chromium tells assistive technology about the field. */
    const announced = async (id: string) => {
      const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector: `#${id}` });
      const { nodes } = await session.send("Accessibility.getPartialAXTree", {
        nodeId,
        fetchRelatives: false,
      });
      const property = (name: string) =>
        nodes[0]?.properties?.find((entry) => entry.name === name)?.value.value;
      return { required: property("required"), invalid: property("invalid") };
    };
    for (const [field, name] of [
      [fields.name, "Namn"],
      [fields.email, "E-post"],
      [fields.message, "Meddelande"],
      [fields.consent, /^Jag godkänner .*meddelande\.$/],
    ] as const) {
      // The asterisk is seen beside the label; the field's name is read without it.
      const id = (await field.getAttribute("id")) ?? "";
      await expect(
        fields.scope.locator(`label[for="${id}"]`).locator("xpath=..").getByText("*", { exact: true }),
      ).toBeVisible();
      await expect(field).toHaveAccessibleName(name);
      await expect(field).toHaveAttribute("required");
      // Chromium passes `required` on for text fields, never for a checkbox (the form's note covers it);
      // and nothing is announced as wrong before the visitor has sent anything.
      expect(await announced(id), id).toEqual({
        required: field === fields.consent ? undefined : true,
        invalid: "false",
      });
    }
  });

  test("an empty submit shows every message in the same moment as the press, with nothing to fetch @desktop-only", async ({
    page,
  }) => {
    await openContactPage(page);
    await page.waitForLoadState("networkidle");
    const requests = requestsMatching(page, /./);
    // Pressed and read in one task of the page: the messages cannot be waiting for anything.
    const atOnce = await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>("#contact-form button[type=submit]")?.click();
      const shown = [...document.querySelectorAll("#contact-form [id$='-error']")]
        .filter((error) => error.checkVisibility())
        .map((error) => error.textContent);
      return { shown, focused: document.activeElement?.getAttribute("name") };
    });
    expect(atOnce).toEqual({
      shown: [
        "Namnet måste vara minst 2 tecken.",
        "Ogiltig e-postadress. Skriv till exempel namn@foretag.se.",
        "Meddelandet måste vara minst 10 tecken.",
        "Du måste godkänna hantering av personuppgifter",
      ],
      focused: "name",
    });
    // The browser fetches the tab's icon on its own schedule, sometimes only now; the page asked for nothing.
    expect(requests.filter((url) => !url.endsWith("/images/brand/favicon.svg"))).toEqual([]);
  });

  test("the e-mail message shows what an address looks like @desktop-only", async ({ page }) => {
    const { fields } = await openContactPage(page);
    await fields.email.fill("anna.example.se");
    await fields.submit.click();
    const message = "Ogiltig e-postadress. Skriv till exempel namn@foretag.se.";
    await expect(fields.scope.getByText(message)).toBeVisible();
    await expect(fields.email).toHaveAccessibleDescription(message);
  });

  test("has no axe violations with the errors shown", async ({ page }) => {
    const { fields } = await openContactPage(page);
    await fields.submit.click();
    await expect(page.getByText("Du måste godkänna hantering av personuppgifter")).toBeVisible();
    const results = await new AxeBuilder({ page }).include("#contact-form").analyze();
    expect(results.violations).toEqual([]);
  });

  test("disables the button and shows 'Skickar...' while sending, and sends only once @desktop-only", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { posts } = await openContactPage(page, async (route) => {
      await answered;
      await jsonAnswer(200, { success: "true" })(route);
    });
    const fields = await fillValid(page);

    await fields.submit.click();
    await expect(fields.submit).toHaveText("Skickar...");
    await expect(fields.submit).toBeDisabled();
    await fields.submit.click({ force: true });
    await fields.name.press("Enter");
    await page.waitForTimeout(200);
    expect(posts).toHaveLength(1);

    release();
    await expect(page.locator("#toasts").getByText("Meddelande skickat!")).toBeVisible();
    await expect(fields.submit).toHaveText("Skicka meddelande");
    await expect(fields.submit).toBeEnabled();
    expect(posts).toHaveLength(1);
  });

  test("sends markup and emoji as plain text and never renders them @desktop-only", async ({ page }) => {
    const { posts } = await openContactPage(page, jsonAnswer(200, { success: "true" }));
    const fields = await fillValid(page);
    const message = '<img src=x onerror="document.title=\'hacked\'"> <b>fet</b> 🎨 åäö "citat" \\ slut';
    await fields.name.fill("<script>alert(1)</script>");
    await fields.message.fill(message);
    await fields.submit.click();

    await expect(page.locator("#toasts").getByText("Meddelande skickat!")).toBeVisible();
    expect(posts[0]?.body).toMatchObject({ name: "<script>alert(1)</script>", message });
    // The section's own pictures (the founder's portrait) are not the message's markup.
    await expect(page.locator('#contact-form img[src="x"], #contact-form b')).toHaveCount(0);
    expect(await page.title()).not.toBe("hacked");
  });

  test("limits every field and counts the message's characters @desktop-only", async ({ page }) => {
    const { fields } = await openContactPage(page);
    await expect(fields.name).toHaveAttribute("maxlength", "100");
    await expect(fields.email).toHaveAttribute("maxlength", "254");
    await expect(fields.message).toHaveAttribute("maxlength", "5000");

    await fields.message.fill("Hej hej!");
    await expect(fields.message).toHaveAccessibleDescription("8/5000 tecken");
    await fields.message.fill("x".repeat(5200));
    await expect(fields.message).toHaveValue("x".repeat(5000));
    await expect(page.locator("#contact-form")).toContainText("5000/5000 tecken");
  });

  test("keeps the honeypot away from people, keyboards and screen readers @desktop-only", async ({
    page,
  }) => {
    const { fields } = await openContactPage(page);
    const honeypot = page.locator('input[name="_honey"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(await honeypot.evaluate((input) => input.closest("[aria-hidden='true']") !== null)).toBe(true);
    // Visually hidden: its wrapper is clipped to a single pixel.
    const wrapper = await honeypot.evaluate((input) => {
      const style = getComputedStyle(input.parentElement as HTMLElement);
      return { width: style.width, height: style.height, overflow: style.overflow, position: style.position };
    });
    expect(wrapper).toEqual({ width: "1px", height: "1px", overflow: "hidden", position: "absolute" });

    await fields.consent.focus();
    await page.keyboard.press("Tab");
    await expect(fields.scope.getByRole("link", { name: "integritetspolicy", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(fields.submit).toBeFocused();
  });
});

test.describe("contact form failures keep every typed value @desktop-only", () => {
  test.use({ expectedConsoleErrors: /Kontaktformuläret kunde inte skickas|Failed to load resource/ });

  const failures: [string, (route: Route) => Promise<void>, RegExp][] = [
    [
      "a non-OK status with a message",
      jsonAnswer(500, { success: "false", message: "Internt fel" }),
      /svarade 500: Internt fel/,
    ],
    [
      'a 200 answer whose JSON says success "false"',
      jsonAnswer(200, { success: "false", message: "This form needs Activation." }),
      /avvisade meddelandet: This form needs Activation\./,
    ],
    [
      "an HTML answer instead of JSON",
      (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<!DOCTYPE html><p>Tack!</p>" }),
      /svarade 200 men inte med JSON/,
    ],
    ["a network error", (route) => route.abort("failed"), /Nätverksfel/],
  ];

  for (const [situation, answer, logged] of failures) {
    test(`on ${situation}: logs it, shows the error toast and keeps the values`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      await openContactPage(page, answer);
      const fields = await fillValid(page);
      await fields.submit.click();

      await expectFailureToast(page);
      await expectValuesKept(page);
      await expect(fields.submit).toBeEnabled();
      expect(
        errors.some((text) => /Kontaktformuläret kunde inte skickas/.test(text) && logged.test(text)),
      ).toBe(true);
      await expect(page.locator("#contact-form")).toContainText("Meddelandet skickades inte");
    });
  }

  test("a failed send keeps every value exactly as typed, and a reload after it loses no text", async ({
    page,
  }) => {
    const { posts, fields } = await openContactPage(page, jsonAnswer(503, { success: "false" }));
    const exact = {
      name: "  Åsa Öberg ",
      email: "asa@example.se",
      message: "Hej!\n\n  Vi vill ha en <b>ny</b> hemsida 🎨 före sommaren.  ",
    };
    await fields.name.fill(exact.name);
    await fields.email.fill(exact.email);
    await fields.message.fill(exact.message);
    await fields.consent.check();
    await fields.submit.click();

    await expectFailureToast(page);
    expect(posts[0]?.body).toMatchObject({
      name: "Åsa Öberg",
      email: "asa@example.se",
      message: exact.message,
    });
    await expect(fields.name).toHaveValue(exact.name);
    await expect(fields.email).toHaveValue(exact.email);
    await expect(fields.message).toHaveValue(exact.message);
    await expect(fields.consent).toBeChecked();
    await expect(fields.scope.locator("[aria-invalid=true]")).toHaveCount(0);

    await page.reload();
    await expect(fields.name).toHaveValue(exact.name);
    await expect(fields.email).toHaveValue(exact.email);
    await expect(fields.message).toHaveValue(exact.message);
    // Consent is given again, on the page the message is sent from.
    await expect(fields.consent).not.toBeChecked();
  });

  test("gives up after 15 seconds without an answer", async ({ page }) => {
    await pausedClock(page, new Date("2025-05-13T09:00:00+02:00"));
    const { posts } = await openContactPage(page, () => new Promise(() => {}));
    const fields = await fillValid(page);
    await fields.submit.click();
    await expect(fields.submit).toHaveText("Skickar...");
    // The stub records the request when the route handler runs, a moment after the button changes.
    await expect.poll(() => posts.length).toBe(1);

    await page.clock.runFor(14_999);
    await page.waitForTimeout(200);
    await expect(fields.submit).toHaveText("Skickar...");

    await page.clock.runFor(1);
    await page.clock.resume();
    await expectFailureToast(page);
    await expectValuesKept(page);
    await expect(fields.submit).toHaveText("Skicka meddelande");
  });
});
