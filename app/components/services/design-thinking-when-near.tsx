import { lazyWhenNear } from "~/lib/lazy-when-near";

/** The last section of the services page: its carousel code (Embla) loads as the visitor nears it. */
export const DesignThinkingWhenNear = lazyWhenNear("design-thinking-title", () =>
  import("./design-thinking-section").then((module) => module.DesignThinkingSection),
);
