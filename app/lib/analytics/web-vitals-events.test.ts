import { describe, expect, it } from "vitest";
import type { MetricWithAttribution } from "web-vitals/attribution";
import { vitalEvent } from "./web-vitals-events";

const metric = (fields: Record<string, unknown>) =>
  ({
    id: "v5-1732700000000-1234567890123",
    rating: "good",
    navigationType: "navigate",
    entries: [],
    ...fields,
  }) as unknown as MetricWithAttribution;

describe("vitalEvent", () => {
  it("names the event for the metric and sends the change since the last report as its value", () => {
    const event = vitalEvent(
      metric({ name: "LCP", value: 1234.5, delta: 1234.5, attribution: { target: "main > img" } }),
    );
    expect(event).toEqual({
      name: "LCP",
      params: {
        value: 1235,
        metric_id: "v5-1732700000000-1234567890123",
        metric_value: 1234.5,
        metric_delta: 1234.5,
        metric_rating: "good",
        navigation_type: "navigate",
        non_interaction: true,
        debug_target: "main > img",
      },
    });
  });

  it("sends CLS in thousandths, so a fraction survives GA4's integer sum", () => {
    const event = vitalEvent(
      metric({ name: "CLS", value: 0.0123, delta: 0.0042, attribution: { largestShiftTarget: "#hero" } }),
    );
    expect(event.params.value).toBe(4);
    expect(event.params.metric_value).toBe(0.0123);
    expect(event.params.debug_target).toBe("#hero");
  });

  it("points INP at the element interacted with and FCP at how far the page had loaded", () => {
    expect(
      vitalEvent(
        metric({ name: "INP", value: 64, delta: 64, attribution: { interactionTarget: "button.menu" } }),
      ).params.debug_target,
    ).toBe("button.menu");
    expect(
      vitalEvent(
        metric({ name: "FCP", value: 900, delta: 900, attribution: { loadState: "dom-interactive" } }),
      ).params.debug_target,
    ).toBe("dom-interactive");
  });

  it("leaves debug_target out when the metric has nothing to point at", () => {
    const event = vitalEvent(
      metric({ name: "TTFB", value: 80, delta: 80, attribution: { waitingDuration: 5 } }),
    );
    expect(event.params).not.toHaveProperty("debug_target");
    expect(event.params.value).toBe(80);
  });
});
