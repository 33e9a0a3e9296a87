const UP_TO_TWELVE = [
  "noll",
  "ett",
  "två",
  "tre",
  "fyra",
  "fem",
  "sex",
  "sju",
  "åtta",
  "nio",
  "tio",
  "elva",
  "tolv",
];

/**
 * A count as Swedish copy writes it: in words up to twelve ("i fem steg"), in digits above.
 * One is "ett", as for the neuter nouns the site counts ("steg", "moment").
 */
export function countInWords(count: number): string {
  return (Number.isInteger(count) && UP_TO_TWELVE[count]) || String(count);
}
