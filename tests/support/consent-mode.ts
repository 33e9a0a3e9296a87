/**
 * The Google Consent Mode states the visitor's cookie choices must give, written out here once for
 * the unit and e2e tests, and on purpose not taken from the implementation: advertising signals
 * follow the marketing choice, analytics storage the analytics choice.
 */
export function expectedConsentState({ analytics, marketing }: { analytics: boolean; marketing: boolean }) {
  const advertising = marketing ? "granted" : "denied";
  return {
    ad_storage: advertising,
    ad_user_data: advertising,
    ad_personalization: advertising,
    analytics_storage: analytics ? "granted" : "denied",
  };
}
