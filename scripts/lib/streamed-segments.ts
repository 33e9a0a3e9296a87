/**
 * React's marks of content that is not in place in the HTML: a boundary still pending
 * (`<!--$?-->` with its `<template id="B:…">` placeholder), one left to the browser to render after
 * a server error (`<!--$!-->`), and a completed segment parked in a hidden element (`<div hidden
 * id="S:…">`) until the inline `$RC` script moves it. Without JavaScript none of that is seen.
 */
const MARKS = [
  { pattern: /<!--\$\?-->/, name: "ventande Suspense-gräns (<!--$?-->)" },
  { pattern: /<template id="B:/, name: 'platshållare (<template id="B:…">)' },
  { pattern: /<!--\$!-->/, name: "gräns som lämnats åt webbläsaren (<!--$!-->)" },
  { pattern: /<div hidden(="")? id="S:/, name: 'dolt segment (<div hidden id="S:…">)' },
  { pattern: /\$RC\(/, name: "flyttskript ($RC)" },
] as const;

/** The names of the streamed-and-hidden marks found in a prerendered page; empty when it is whole. */
export function streamedSegments(html: string): string[] {
  return MARKS.filter(({ pattern }) => pattern.test(html)).map(({ name }) => name);
}
