/** Parsing and formatting of the agency's local identity (app/site.config.ts), kept pure to test. */

const DAY_CODES = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
type DayCode = (typeof DAY_CODES)[number];
const SWEDISH_DAYS: Record<DayCode, string> = {
  Mo: "måndag",
  Tu: "tisdag",
  We: "onsdag",
  Th: "torsdag",
  Fr: "fredag",
  Sa: "lördag",
  Su: "söndag",
};

export type OpeningHours = { days: [DayCode, ...DayCode[]]; opens: string; closes: string };

const RULE =
  /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

/**
 * "Mo-Fr 09:00-17:00; Sa 10:00-14:00" (schema.org's openingHours notation) → rules. An empty
 * value means no hours are published; anything else malformed stops the build, naming the variable.
 */
export function parseOpeningHours(value: string, variable = "VITE_SITE_OPENING_HOURS"): OpeningHours[] {
  if (value.trim() === "") return [];
  return value.split(";").map((part) => {
    const match = RULE.exec(part.trim());
    const [, first, last, openHour, openMinute, closeHour, closeMinute] = match ?? [];
    const from = DAY_CODES.indexOf(first as DayCode);
    const to = last ? DAY_CODES.indexOf(last as DayCode) : from;
    const opens = `${openHour}:${openMinute}`;
    const closes = `${closeHour}:${closeMinute}`;
    if (!match || to < from || closes <= opens) {
      throw new Error(
        `${variable}: "${part.trim()}" ska skrivas som "Mo-Fr 09:00-17:00" (dagar Mo–Su, tider hh:mm, flera regler åtskilda med ;)`,
      );
    }
    return { days: [DAY_CODES[from] as DayCode, ...DAY_CODES.slice(from + 1, to + 1)], opens, closes };
  });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A rule as Swedish text: "Måndag–fredag 09.00–17.00". */
export function formatOpeningHours({ days, opens, closes }: OpeningHours) {
  const last = days.at(-1) ?? days[0];
  const dayText = last === days[0] ? SWEDISH_DAYS[last] : `${SWEDISH_DAYS[days[0]]}–${SWEDISH_DAYS[last]}`;
  return `${capitalize(dayText)} ${opens.replace(":", ".")}–${closes.replace(":", ".")}`;
}

/** schema.org's day names for OpeningHoursSpecification.dayOfWeek. */
export const schemaDayNames = (days: readonly DayCode[]) =>
  days.map(
    (day) =>
      `https://schema.org/${capitalize(
        {
          Mo: "monday",
          Tu: "tuesday",
          We: "wednesday",
          Th: "thursday",
          Fr: "friday",
          Sa: "saturday",
          Su: "sunday",
        }[day],
      )}`,
  );

/**
 * A Swedish number as written ("070-174 06 05") → the international form for tel: links and
 * structured data ("+46701740605"). Numbers already in + form keep their country code.
 */
export function internationalPhone(display: string, variable = "VITE_SITE_PHONE") {
  const digits = display.replace(/[\s\-()]/g, "");
  const international = digits.startsWith("+") ? digits : digits.replace(/^0/, "+46");
  if (!/^\+\d{7,15}$/.test(international)) {
    throw new Error(`${variable}: "${display}" är inget telefonnummer (till exempel 070-174 06 05)`);
  }
  return international;
}

export type Geo = { latitude: number; longitude: number };

/** "59.2741,15.2134" → coordinates; empty → none; out of range or malformed stops the build. */
export function parseGeo(value: string, variable = "VITE_SITE_GEO"): Geo | undefined {
  if (value.trim() === "") return undefined;
  const [latitude, longitude, ...rest] = value.split(",").map((part) => Number(part.trim()));
  if (
    rest.length > 0 ||
    latitude === undefined ||
    longitude === undefined ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  ) {
    throw new Error(
      `${variable}: "${value}" ska vara latitud,longitud i decimalgrader (till exempel 59.2741,15.2134)`,
    );
  }
  return { latitude, longitude };
}

export type SocialLink = { label: string; href: string };

/**
 * "Instagram=https://…; LinkedIn=https://…" → links. Each must be an https address, or the
 * build stops naming the variable.
 */
export function parseSocialLinks(value: string, variable = "VITE_SITE_SOCIAL_LINKS"): SocialLink[] {
  if (value.trim() === "") return [];
  return value.split(";").map((part) => {
    const [label = "", ...hrefParts] = part.split("=");
    const href = hrefParts.join("=").trim();
    if (label.trim() === "" || !/^https:\/\/[^\s]+$/.test(href)) {
      throw new Error(
        `${variable}: "${part.trim()}" ska skrivas som Namn=https://adress (flera åtskilda med ;)`,
      );
    }
    return { label: label.trim(), href };
  });
}

/** A map link for visitors: a plain OpenStreetMap address, nothing embedded or loaded. */
export function mapUrl(geo: Geo | undefined, address: string) {
  return geo
    ? `https://www.openstreetmap.org/?mlat=${geo.latitude}&mlon=${geo.longitude}#map=17/${geo.latitude}/${geo.longitude}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

export type OrganisationNumber = {
  /** As Bolagsverket writes it: "559000-0005". */
  display: string;
  /** The VAT number Skatteverket derives from it for a company registered for VAT: "SE559000000501". */
  vatId: string;
};

/**
 * A Swedish organisation number ("559000-0005" or "5590000005") → its written form and VAT
 * number; empty → none. Ten digits whose last is the Luhn check digit, or the build stops naming
 * the variable: a typo would otherwise stand in the footer and in every search engine's record.
 * The agency states its prices "+ moms", so it is registered for VAT.
 */
export function parseOrgNumber(
  value: string,
  variable = "VITE_SITE_ORG_NUMBER",
): OrganisationNumber | undefined {
  if (value.trim() === "") return undefined;
  const digits = value.replace(/[\s-]/g, "");
  const luhn = [...digits].reduce((sum, digit, index) => {
    const doubled = Number(digit) * (index % 2 === 0 ? 2 : 1);
    return sum + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  if (!/^\d{10}$/.test(digits) || luhn % 10 !== 0) {
    throw new Error(
      `${variable}: "${value.trim()}" är inget organisationsnummer (tio siffror, till exempel 559000-0005)`,
    );
  }
  return { display: `${digits.slice(0, 6)}-${digits.slice(6)}`, vatId: `SE${digits}01` };
}
