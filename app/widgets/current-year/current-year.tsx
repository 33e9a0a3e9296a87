import * as currentYearHooks from "./hooks";

/**
 * The year, as the build knows it; current-year.behaviour.ts puts the visitor's own year in, so a page
 * built in December still reads right in January. Tabular figures keep the width, so the swap
 * never shifts the line.
 */
export function CurrentYear() {
  return (
    <span {...currentYearHooks.year.on()} className="tabular-nums">
      {new Date().getFullYear()}
    </span>
  );
}
