import { describe, expect, it } from "vitest";
import { stockholmDateTime, stockholmOffsetHours, stockholmRfc822Offset } from "./stockholm-time";

describe("stockholmOffsetHours", () => {
  it("is +1 in winter and +2 in summer", () => {
    expect(stockholmOffsetHours("2026-01-15")).toBe(1);
    expect(stockholmOffsetHours("2025-06-09")).toBe(2);
    expect(stockholmOffsetHours("2026-11-22")).toBe(1);
    expect(stockholmOffsetHours("2025-12-31")).toBe(1);
  });

  it("turns to summer time on the last Sunday of March", () => {
    // 2026: 29 March; 2025: 30 March; 2024: 31 March (the last day of the month).
    expect(stockholmOffsetHours("2026-03-28")).toBe(1);
    expect(stockholmOffsetHours("2026-03-29")).toBe(2);
    expect(stockholmOffsetHours("2025-03-29")).toBe(1);
    expect(stockholmOffsetHours("2025-03-30")).toBe(2);
    expect(stockholmOffsetHours("2024-03-30")).toBe(1);
    expect(stockholmOffsetHours("2024-03-31")).toBe(2);
  });

  it("turns back to winter time on the last Sunday of October", () => {
    // 2026: 25 October; 2025: 26 October; 2020: 25 October, 2021: 31 October.
    expect(stockholmOffsetHours("2026-10-24")).toBe(2);
    expect(stockholmOffsetHours("2026-10-25")).toBe(1);
    expect(stockholmOffsetHours("2025-10-25")).toBe(2);
    expect(stockholmOffsetHours("2025-10-26")).toBe(1);
    expect(stockholmOffsetHours("2021-10-30")).toBe(2);
    expect(stockholmOffsetHours("2021-10-31")).toBe(1);
  });

  it("changes at the hour the clocks change on those Sundays", () => {
    // 02:00 winter time becomes 03:00 summer time; 03:00 summer time becomes 02:00 winter time.
    expect(stockholmOffsetHours("2026-03-29", 1)).toBe(1);
    expect(stockholmOffsetHours("2026-03-29", 3)).toBe(2);
    expect(stockholmOffsetHours("2026-10-25", 1)).toBe(2);
    expect(stockholmOffsetHours("2026-10-25", 3)).toBe(1);
  });

  it("refuses a date that does not exist", () => {
    expect(() => stockholmOffsetHours("2026-02-30")).toThrow("Ogiltigt datum");
    expect(() => stockholmOffsetHours("22 november 2026")).toThrow("Ogiltigt datum");
  });
});

describe("stockholmDateTime and stockholmRfc822Offset", () => {
  it("write 08:00 Swedish time with that date's offset", () => {
    expect(stockholmDateTime("2025-06-09")).toBe("2025-06-09T08:00:00+02:00");
    expect(stockholmDateTime("2026-11-22")).toBe("2026-11-22T08:00:00+01:00");
    expect(stockholmRfc822Offset("2025-06-09")).toBe("+0200");
    expect(stockholmRfc822Offset("2026-11-22")).toBe("+0100");
  });
});
