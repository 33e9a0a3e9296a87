import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KRONOR_WORDS } from "../../app/content/schemas";
import { formatContentError } from "../../app/lib/blog/post-schema";
import { checkContent } from "./content-check";

const files = ["app/content/data", "app/content/blog"].flatMap((folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name)),
);
const original = (file: string) => readFileSync(file, "utf8");

/** The check of the repository's content with some files changed, added or removed. */
function checkWith(changed: Record<string, string | null>) {
  const all = [...new Set([...files, ...Object.keys(changed)])].filter((file) => changed[file] !== null);
  return checkContent(all, (file) => changed[file] ?? original(file));
}

const PACKAGES = "app/content/data/packages.yaml";
const withPrice = (price: string) => original(PACKAGES).replace(/^ {2}price: 13900$/m, `  price: ${price}`);

describe("the content check before the build", () => {
  it("passes the repository's content as it is, with no warning", () => {
    expect(checkContent()).toEqual({ errors: [], warnings: [] });
  });

  it("reads a price typed as 14 500, 14 500 kr or 14500", () => {
    for (const price of ['"14 500"', '"14 500 kr"', '"14500"', "14500"])
      expect(checkWith({ [PACKAGES]: withPrice(price) }).errors, price).toEqual([]);
  });

  it("refuses any other price first, in Swedish, naming packages.yaml and the field as the editor labels it", () => {
    const [first] = checkWith({ [PACKAGES]: withPrice('"fjorton tusen"') }).errors;
    expect(first && formatContentError(first)).toBe(
      `app/content/data/packages.yaml (fardig-hemsida): fältet "Pris (kr, exkl. moms)" ${KRONOR_WORDS}`,
    );
  });

  it("refuses an empty price for a package whose price a text quotes, naming the text", () => {
    const { errors } = checkWith({ [PACKAGES]: withPrice("null") });
    expect(errors.map(formatContentError)).toContainEqual(
      expect.stringMatching(
        /^app\/content\/data\/packages\.yaml \(fardig-hemsida\): fältet "Pris \(kr, exkl\. moms\)" är tomt, men app\/content\/.+ nämner priset som \{fardig-hemsida\.price\}/,
      ),
    );
  });

  it("names both files when a new article takes an existing slug, so none is dropped", () => {
    const copy = original("app/content/blog/vad-ar-seo.md").replace(/^id: .*\n/m, "");
    const messages = checkWith({ "app/content/blog/vad-ar-seo-1.md": copy }).errors.map(formatContentError);
    expect(messages).toContain(
      'app/content/blog/vad-ar-seo-1.md: fältet "Adress (slug)" "vad-ar-seo" ska vara samma som filnamnet (vad-ar-seo-1.md ska heta vad-ar-seo.md)',
    );
    expect(messages).toContain(
      'app/content/blog/vad-ar-seo-1.md: fältet "Adress (slug)" "vad-ar-seo" används redan i app/content/blog/vad-ar-seo.md',
    );
  });

  it("takes an article without slug or id as the one its file's name makes", () => {
    const copy = original("app/content/blog/vad-ar-seo.md")
      .replace(/^id: .*\n/m, "")
      .replace(/^slug: .*\n/m, "");
    expect(checkWith({ "app/content/blog/vad-ar-seo-igen.md": copy }).errors).toEqual([]);
  });

  it("refuses a case whose package is no package, by the label of the field", () => {
    const file = "app/content/data/projects/jalopy.yaml";
    const { errors } = checkWith({
      [file]: original(file).replace(/packageId: .*/, "packageId: Färdig Hemsida"),
    });
    expect(errors.map(formatContentError)).toContain(
      `${file}: fältet "Kundcase › Paket" "Färdig Hemsida" är inget paket i app/content/data/packages.yaml`,
    );
  });

  it("refuses two entries of a list with one id", () => {
    const file = "app/content/data/testimonials.yaml";
    const { errors } = checkWith({ [file]: original(file).replace("id: kennel", "id: frilansare") });
    expect(errors.map(formatContentError)).toContain(
      `${file}: fältet "Id" "frilansare" finns två gånger i filen`,
    );
  });

  it("warns, naming both, when a quote's project is deleted", () => {
    const { errors, warnings } = checkWith({ "app/content/data/projects/kvastapinglans-kennel.yaml": null });
    expect(errors).toEqual([]);
    expect(warnings).toContain(
      'app/content/data/testimonials.yaml (kennel): fältet "Kundcase" nämner projektet "kvastapinglans-kennel", som inte finns i app/content/data/projects/: citatet visas utan länk till något kundcase',
    );
  });

  it("warns, naming the place, when a project the home page shows is deleted", () => {
    const { errors, warnings } = checkWith({ "app/content/data/projects/jalopy.yaml": null });
    expect(errors).toEqual([]);
    expect(warnings).toContain(
      'Inget projekt har plats 2 på startsidan (fältet "Plats på startsidan"): nästa projekt i listan visas där i stället',
    );
  });

  it("warns when two entries of a list share an order number", () => {
    const file = "app/content/data/testimonials.yaml";
    const { warnings } = checkWith({ [file]: original(file).replace("order: 2", "order: 1") });
    expect(warnings).toContain(
      `${file} (frilansare) och ${file} (kennel) har samma ordning (1): ge dem olika nummer, annars avgör slumpen vilken som visas först`,
    );
  });
});
