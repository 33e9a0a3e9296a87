/** The words of a person's author page (/blogg/forfattare/<id>) and of the articles' bylines. */
export const authorPageCopy = {
  eyebrow: "Skribent på bloggen",
  metaTitle: (name: string) => `${name} – artiklar och bakgrund | Vinga Design`,
  metaDescription: (name: string, role: string) =>
    `${name}, ${role.toLowerCase()} på Vinga Design i Örebro: bakgrund och alla artiklar som ${name} har skrivit eller ansvarar för.`,
  topicsTitle: "Skriver om",
  aboutLink: "Mer om Vinga Design",
  contactLink: (firstName: string) => `Prata med ${firstName}`,
  ownArticlesTitle: (firstName: string) => `Artiklar av ${firstName}`,
  answersForTitle: (groupName: string) => `Publicerat som ${groupName}`,
  /** Under each team or brand heading: whose words they are and who answers for them. */
  answersForNote: (description: string, firstName: string) =>
    `${description} ${firstName} ansvarar för innehållet.`,
  /** Before the name in every byline: "Av Sara Lindberg". */
  bylineBy: "Av",
  /** The byline of a team or brand article, before the responsible person's name. */
  bylineResponsible: "ansvarig:",
  /** The box at the end of every article. */
  authorBoxTitle: "Om skribenten",
  authorBoxGroupNote: (groupName: string, description: string, firstName: string) =>
    `Publicerad som ${groupName}. ${description} ${firstName} ansvarar för innehållet.`,
  authorBoxLink: (firstName: string) => `Alla artiklar av ${firstName}`,
  /** The contents list of a long article. */
  contentsTitle: "Innehåll",
} as const;
