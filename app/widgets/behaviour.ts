import type { Hook } from "./define-hook";

/**
 * What a widget does in the browser, in `app/widgets/<widget>/<name>.behaviour.ts` as its default
 * export. The page's one behaviour file (mount-behaviours.ts) finds it by that name and mounts it
 * once per element that carries its root hook, like an instance of the component; state lives in that mount's closure.
 * A behaviour for the whole page (a platform feature older browsers lack) mounts once, on
 * `<html>`. React never runs in the browser here (docs/decisions/0025-react-at-build-enforced.md).
 */
export interface Behaviour {
  /** The hook of the element each instance mounts on, or "page" for the whole page. */
  readonly root: Hook<string> | "page";
  mount(root: HTMLElement): void;
}

export const defineBehaviour = (behaviour: Behaviour) => behaviour;
