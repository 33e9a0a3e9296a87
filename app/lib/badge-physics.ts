/** The hero badges land this long after load and drift home this long after the pointer leaves. */
export const BADGE_LANDING_MS = 900;
export const BADGE_RETURN_MS = 600;

/** Within this distance (px) of the pointer a badge is pushed away, at most by MAX_PUSH px. */
export const REPULSION_RADIUS = 180;
export const MAX_PUSH = 56;

export type Point = { x: number; y: number };

/**
 * How far a badge centred at `badge` moves away from `pointer`: straight away from it, with a
 * force that falls off smoothly (quadratically) to nothing at the edge of the radius.
 */
export function repulsionOffset(
  badge: Point,
  pointer: Point,
  radius = REPULSION_RADIUS,
  maxPush = MAX_PUSH,
): Point {
  const dx = badge.x - pointer.x;
  const dy = badge.y - pointer.y;
  const distance = Math.hypot(dx, dy);
  if (distance >= radius) return { x: 0, y: 0 };
  const force = maxPush * (1 - distance / radius) ** 2;
  // A pointer exactly on the centre has no direction to push from: lift the badge.
  if (distance === 0) return { x: 0, y: -force };
  return { x: (dx / distance) * force, y: (dy / distance) * force };
}
