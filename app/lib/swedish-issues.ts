import type { z } from "astro/zod";

const typeNames: Record<string, string> = {
  string: "text",
  number: "ett tal",
  int: "ett heltal",
  boolean: "sant eller falskt",
  array: "en lista",
  object: "en grupp av fält",
  null: "tomt",
  undefined: "tomt",
  // YAML reads an unquoted 2025-06-09 as a date, never as the text the schema asks for.
  date: "ett datum utan citattecken (skriv det inom citattecken)",
};

const typeName = (type: string) => typeNames[type] ?? type;

function valueType(value: unknown) {
  if (value === null) return "null";
  if (value instanceof Date) return "date";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number" && Number.isInteger(value)) return "int";
  return typeof value;
}

/**
 * Swedish wording for the checks that carry no message of their own. The articles' schema gives it
 * to each of its parts, because Astro parses the front matter with its own English error map and a
 * schema's own map is the one that wins; the check of the data files before the build
 * (build-steps/cms/content-check.ts) gives it to the parse.
 */
export const swedishIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "saknas";
      return `ska vara ${typeName(issue.expected)}, inte ${typeName(valueType(issue.input))}`;
    case "too_small":
      return issue.origin === "number"
        ? `ska vara ${issue.inclusive ? "minst" : "större än"} ${String(issue.minimum)}`
        : issue.minimum === 1
          ? "får inte vara tomt"
          : `ska ha minst ${String(issue.minimum)}`;
    case "too_big":
      return issue.origin === "number"
        ? `ska vara högst ${String(issue.maximum)}`
        : `får ha högst ${String(issue.maximum)}${issue.origin === "string" ? " tecken" : ""}`;
    case "invalid_value":
      return `ska vara en av: ${issue.values.map(String).join(", ")}`;
    case "unrecognized_keys":
      // Reported on the object that holds them, so the message names them.
      return `har okända fält (stavfel?): ${issue.keys.join(", ")}`;
    default:
      return "har ett ogiltigt värde";
  }
};
