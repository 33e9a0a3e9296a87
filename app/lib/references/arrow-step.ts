import { stepWithin } from "~/lib/carousel";

const ARROW_DELTAS: Record<string, -1 | 1> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * Where ArrowLeft/ArrowRight lead from `index` in a list of `count`, stopping at both ends
 * (no wrap-around). Null for any other key, so the caller leaves that key alone.
 */
export function arrowStep(key: string, index: number, count: number) {
  const delta = ARROW_DELTAS[key];
  return delta === undefined ? null : stepWithin(index, delta, count);
}
