/** GA4's visitor cookie. */
export const ANALYTICS_CLIENT_COOKIE = "_ga";

/** GA4 names its second cookie after the measurement id without "G-". */
export const analyticsContainerCookie = (measurementId: string) =>
  `${ANALYTICS_CLIENT_COOKIE}_${measurementId.replace(/^G-/, "")}`;
