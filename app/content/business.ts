/** Labels and copy around the agency's local identity (the values are in app/site.config.ts). */
export const businessCopy = {
  visitTitle: "Ring, mejla eller hälsa på",
  visitIntro:
    "Vi finns i Örebro och träffar gärna kunder i studion, hos er eller på ett videomöte. Ring under kontorstid eller mejla när det passar dig – boka gärna en tid innan du kommer förbi.",
  phoneHint: "Ring",
  emailHint: "Mejla",
  mapHint: "(karta på OpenStreetMap, öppnas i en ny flik)",
  hoursLabel: "Öppettider:",
  googleBusiness: "Vinga Design på Google",
  orgNumberLabel: "Org.nr",
  newTab: "(öppnas i en ny flik)",
} as const;
