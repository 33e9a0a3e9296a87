/** Every visible text of the contact form and its section, in one place. */
export const contactFormCopy = {
  eyebrow: "Kontakt",
  nextStepsTitle: "Så går det till",
  nextSteps: [
    "Du berättar kort om ditt företag och vad du behöver – en ny hemsida, en redesign, en webbapp eller hjälp att komma igång.",
    "Vi återkommer med frågor och ett förslag på upplägg som passar dina mål och din budget.",
    "Du får ett fast pris innan vi börjar. Inga dolda kostnader, inga förpliktelser.",
  ],
  emailLead: "Hellre mejl? Skriv direkt till",
  formTitle: "Skicka ett meddelande",
  fields: {
    name: { label: "Namn", placeholder: "Förnamn Efternamn" },
    email: { label: "E-post", placeholder: "namn@foretag.se" },
    message: {
      label: "Meddelande",
      placeholder: "Berätta om ditt företag, vad du behöver hjälp med och när du vill komma igång.",
    },
    consent: {
      label:
        "Jag godkänner att Vinga Design sparar och hanterar mina personuppgifter för att kunna svara på mitt meddelande.",
      privacyLead: "Läs mer i vår",
      privacyLink: "integritetspolicy",
    },
    honeypot: "Lämna det här fältet tomt",
  },
  characterCount: (count: number, max: number) => `${count}/${max} tecken`,
  submit: "Skicka meddelande",
  submitting: "Skickar...",
  success: { title: "Meddelande skickat!", description: "Vi återkommer till dig så snart som möjligt." },
  failure: {
    title: "Ett fel uppstod",
    description: "Det gick inte att skicka meddelandet. Försök igen senare.",
    inlineLead:
      "Meddelandet skickades inte. Det du skrivit finns kvar – försök igen om en stund eller mejla oss på",
  },
} as const;
