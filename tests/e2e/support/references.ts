/**
 * The project cards on /references and the dialogs they open, and the steps to open them, shared
 * by the specs that test those dialogs (references.spec.ts, wcag-widgets.spec.ts).
 */
import type { Page } from "@playwright/test";
import { paths } from "../../../app/lib/paths";
import { expect } from "./fixtures";

export const projectCard = (page: Page, title: string) =>
  page.getByTestId("project-grid").getByRole("button", { name: title, exact: true });
export const overlay = (page: Page, title: string) => page.getByRole("dialog", { name: title, exact: true });
export const caseStudy = (page: Page, title: string) =>
  page.getByRole("dialog", { name: `Case study: ${title}` });

/** Opens a project's overlay from its card on the page already open. */
export async function openOverlay(page: Page, title: string) {
  await projectCard(page, title).click();
  const dialog = overlay(page, title);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens a project's case study through its overlay, from the page already open. */
export async function openCaseStudy(page: Page, title: string) {
  const dialog = await openOverlay(page, title);
  await dialog.getByRole("button", { name: "Caset i korthet" }).click();
  const modal = caseStudy(page, title);
  // The case study's code loads on first use.
  await expect(modal).toBeVisible({ timeout: 15_000 });
  return modal;
}

/** Goes to /references and opens a project's overlay. */
export async function visitOverlay(page: Page, title: string) {
  await page.goto(paths.references);
  return openOverlay(page, title);
}

/** Goes to /references and opens a project's case study. */
export async function visitCaseStudy(page: Page, title: string) {
  await page.goto(paths.references);
  return openCaseStudy(page, title);
}
