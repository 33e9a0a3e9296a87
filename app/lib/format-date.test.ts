import { describe, expect, it } from "vitest";
import { formatLongDate } from "./format-date";

describe("formatLongDate", () => {
  it("writes the day without a leading zero, the month in lower case and the year", () => {
    expect(formatLongDate("2025-06-09")).toBe("9 juni 2025");
    expect(formatLongDate("2025-09-24")).toBe("24 september 2025");
  });

  it("names every month in Swedish", () => {
    const months = Array.from(
      { length: 12 },
      (_, index) => formatLongDate(`2025-${String(index + 1).padStart(2, "0")}-01`).split(" ")[1],
    );
    // Node's ICU is an independent source for the month names.
    const swedish = new Intl.DateTimeFormat("sv-SE", { month: "long", timeZone: "UTC" });
    expect(months).toEqual(
      Array.from({ length: 12 }, (_, index) => swedish.format(Date.UTC(2025, index, 1))),
    );
  });

  it("agrees with the Swedish locale of Intl", () => {
    const intl = new Intl.DateTimeFormat("sv-SE", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (const date of ["2025-01-31", "2025-04-03", "2025-12-15"]) {
      expect(formatLongDate(date)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
    }
  });

  it("refuses anything that is not a calendar date in ISO form", () => {
    expect(() => formatLongDate("2025-13-01")).toThrow(/Ogiltigt datum/);
    expect(() => formatLongDate("9 juni 2025")).toThrow(/Ogiltigt datum/);
  });
});
