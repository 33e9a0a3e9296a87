import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's own entry, with one pause: setting React DOM up (its imports above, 6–8 ms on
 * this machine kind) and starting hydration (8–9 ms, most of it listening for every event type)
 * ran as one task, a long one on a phone with a quarter of this CPU. Yielding makes two.
 */
await new Promise((resolve) => setTimeout(resolve, 0));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
