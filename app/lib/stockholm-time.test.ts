import { describe, expect, it } from "vitest";
import { stockholmDateTime, stockholmOffsetHours, stockholmRfc822Offset } from "./stockholm-time";

describe("stockholmOffsetHours", () => {
  it("is +1 in winter and +2 in summer", () => {
    expect(stockholmOffsetHours("2026-01-15")).toBe(1);
    expect(stockholmOffsetHours("2025-06-09")).toBe(2);
    expect(stockholmOffsetHours("2026-11-22")).toBe(1);
    expect(stockholmOffsetHours("2025-12-31")).toBe(1);
  });

  // Each change: the Saturday before on one side, the Sunday itself on the other.
  it.each([
    // The last Sunday of March: 2026, 29th; 2025, 30th; 2024, 31st (the month's last day).
    ["to summer time", "2026-03-28", 1, "2026-03-29", 2],
    ["to summer time", "2025-03-29", 1, "2025-03-30", 2],
    ["to summer time", "2024-03-30", 1, "2024-03-31", 2],
    // The last Sunday of October: 2026, 25th; 2025, 26th; 2021, 31st.
    ["back to winter time", "2026-10-24", 2, "2026-10-25", 1],
    ["back to winter time", "2025-10-25", 2, "2025-10-26", 1],
    ["back to winter time", "2021-10-30", 2, "2021-10-31", 1],
  ])("turns %s on the last Sunday of the month: %s is +%i, %s +%i", (_turn, before, was, sunday, is) => {
    expect(stockholmOffsetHours(before)).toBe(was);
    expect(stockholmOffsetHours(sunday)).toBe(is);
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
