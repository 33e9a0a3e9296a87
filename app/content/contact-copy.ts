import { contactLimits, contactMinimums } from "~/lib/contact/contact-fields";

/** The contact section's texts around the form. */
export const contactSectionCopy = {
  eyebrow: "Kontakt",
  nextStepsTitle: "Så går det till",
  /** How this list relates to the process on the home page: the same four steps, seen from the form. */
  nextStepsLead: "Samma fyra steg som i vår process, räknat från ditt meddelande:",
  /**
   * What each of the process's steps (app/content/data/process.yaml, titles from there) means
   * for someone about to write, in step order; a count that differs from the steps stops the build.
   */
  nextSteps: [
    "Du berättar kort om ditt företag och vad du behöver – en ny hemsida, en redesign, en webbapp eller hjälp att komma igång. Vi återkommer med frågor och ett förslag på upplägg.",
    "Vi sätter målen tillsammans, planerar innehåll och struktur och gör en tidsplan. Du får ett fast pris eller en offert innan arbetet börjar, och att fråga binder dig inte till något.",
    "Du får designförslag, och vi bygger hemsidan mobilanpassad, användarvänlig och sökmotoroptimerad.",
    "Vi testar allt och lanserar när du har godkänt hemsidan och slutbetalningen är gjord.",
  ],
  emailLead: "Hellre mejl? Skriv direkt till",
  /** Beside the founder's portrait by the form. */
  personLead: (founder: string) => `Du pratar direkt med ${founder}`,
  callHint: "Ring",
} as const;

/** The form's own texts, as the page is built. */
export const contactFormCopy = {
  /** By the send button; `within` is the business fact {svarstid}. */
  replyPromise: (within: string) => `Du får svar inom ${within}.`,
  formTitle: "Skicka ett meddelande",
  /**
   * Read with the form; every label carries the same visible asterisk (WCAG 3.3.2). A no-break
   * space keeps the asterisk from starting a line of its own.
   */
  requiredNote: "Alla fält är obligatoriska och markerade med\u00a0*.",
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
  /** Above the address to write to instead, when a send failed. */
  failedNoteLead:
    "Meddelandet skickades inte. Det du skrivit finns kvar – försök igen om en stund eller mejla oss på",
} as const;

/**
 * What the form says as the visitor uses it: the page has them as built and the form's behaviour
 * sets them, so they are apart from the rest, which would only weigh down every page's script.
 */
export const contactFormMessages = {
  /** The specification's validation messages, word for word; the e-mail one goes on with an example of the format (WCAG 3.3.3). */
  errors: {
    nameTooShort: `Namnet måste vara minst ${contactMinimums.name} tecken.`,
    nameTooLong: `Namnet får vara högst ${contactLimits.name} tecken.`,
    invalidEmail: "Ogiltig e-postadress. Skriv till exempel namn@foretag.se.",
    emailTooLong: `E-postadressen får vara högst ${contactLimits.email} tecken.`,
    messageTooShort: `Meddelandet måste vara minst ${contactMinimums.message} tecken.`,
    messageTooLong: `Meddelandet får vara högst ${contactLimits.message} tecken.`,
    consentRequired: "Du måste godkänna hantering av personuppgifter",
  },
  characterCount: (count: number, max: number) => `${count}/${max} tecken`,
  submit: "Skicka meddelande",
  submitting: "Skickar...",
  success: { title: "Meddelande skickat!", description: "Vi återkommer till dig så snart som möjligt." },
  failure: {
    title: "Ett fel uppstod",
    description: "Det gick inte att skicka meddelandet. Försök igen senare.",
  },
} as const;
