import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Opens a page as a first-time visitor (no stored consent) and waits for the cookie question,
 * which appears 1.5 s after the page is parsed; returns the question.
 */
export async function awaitCookieQuestion(page: Page, path: string) {
  await page.goto(path);
  const question = page.getByTestId("cookie-dialog");
  await expect(question).toBeVisible({ timeout: 10_000 });
  return question;
}
