import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * React Router's own entry, with pauses. Setting React DOM up (its imports above, 6–8 ms on this
 * machine kind) and starting hydration (8–9 ms, most of it listening for every event type) ran as
 * one task, a long one on a phone with a quarter of this CPU. Yielding makes two.
 */
await nextTask();

/**
 * React Router's browser history numbers its entries in `history.state.idx` and, on a fresh
 * entry, writes the first number with `history.replaceState` while the router is created, inside
 * hydration's first render. A page's first `replaceState` took 0.3–20 ms here; this is the same
 * write (the router then finds the number and leaves the entry alone) in a task of its own.
 */
if ((history.state as { idx?: unknown } | null)?.idx == null) {
  history.replaceState({ ...(history.state as object | null), idx: 0 }, "");
  await nextTask();
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
