import type { MetricWithAttribution } from "web-vitals/attribution";

export type VitalEvent = {
  name: MetricWithAttribution["name"];
  params: Record<string, string | number | boolean>;
};

/** What on the page the metric is about (a CSS selector), or how far the page had loaded. */
function debugTarget(metric: MetricWithAttribution): string | undefined {
  switch (metric.name) {
    case "LCP":
      return metric.attribution.target;
    case "INP":
      return metric.attribution.interactionTarget;
    case "CLS":
      return metric.attribution.largestShiftTarget;
    case "FCP":
      return metric.attribution.loadState;
    case "TTFB":
      return undefined;
  }
}

/**
 * One Core Web Vitals report as a GA4 event, in the shape Google's web-vitals guide uses: the
 * event is named for the metric, `value` carries the change since its last report (GA4 sums it;
 * CLS, a fraction, in thousandths so it survives as an integer), `metric_id` ties the reports of
 * one page view together, and `debug_target` says where to look.
 */
export function vitalEvent(metric: MetricWithAttribution): VitalEvent {
  const target = debugTarget(metric);
  return {
    name: metric.name,
    params: {
      value: Math.round(metric.name === "CLS" ? metric.delta * 1000 : metric.delta),
      metric_id: metric.id,
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_rating: metric.rating,
      navigation_type: metric.navigationType,
      non_interaction: true,
      ...(target ? { debug_target: target } : {}),
    },
  };
}
