/**
 * Puts the visitor's year into every `data-current-year` element (app/components/layout/
 * current-year.tsx), so a page built in December still reads right in January.
 */
export function showCurrentYear() {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll("[data-current-year]")) {
    if (element.textContent !== year) element.textContent = year;
  }
}
