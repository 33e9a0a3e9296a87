/**
 * The contact form's controls and the steps to fill it in and to answer its sends, shared by the
 * specs that send it (contact.spec.ts, wcag.spec.ts, wcag-widgets.spec.ts). The form service is
 * stubbed at the HTTP layer.
 */
import type { Page, Route } from "@playwright/test";
import { createSiteConfig } from "../../../app/site.config";

export const { formEndpoint } = createSiteConfig(process.env);

/** A complete, valid message, as a visitor types it. */
export const typed = {
  name: "Anna Svensson",
  email: "anna@example.se",
  message: "Hej! Vi driver ett kafé i Örebro och behöver en ny hemsida med meny och öppettider.",
};

/** The form's controls, by their visible labels. */
export function contactForm(page: Page) {
  const scope = page.locator("#contact-form");
  return {
    scope,
    name: scope.getByLabel("Namn", { exact: true }),
    email: scope.getByLabel("E-post", { exact: true }),
    message: scope.getByLabel("Meddelande", { exact: true }),
    consent: scope.getByRole("checkbox", { name: /Jag godkänner/ }),
    submit: scope.getByRole("button", { name: /Skicka meddelande|Skickar\.\.\./ }),
  };
}

/** Fills in the typed message and gives consent; returns the controls. */
export async function fillValid(page: Page) {
  const fields = contactForm(page);
  await fields.name.fill(typed.name);
  await fields.email.fill(typed.email);
  await fields.message.fill(typed.message);
  await fields.consent.check();
  return fields;
}

/** Stubs the form service; returns the posts it received. */
export async function stubFormService(page: Page, answer: (route: Route) => Promise<void>) {
  const posts: { body: unknown; headers: Record<string, string> }[] = [];
  await page.route(formEndpoint, async (route) => {
    posts.push({ body: route.request().postDataJSON(), headers: route.request().headers() });
    await answer(route);
  });
  return posts;
}

export const jsonAnswer = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
