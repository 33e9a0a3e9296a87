import { describe, expect, it } from "vitest";
import { icoFile } from "./favicon";

const png = (length: number, fill: number) => new Uint8Array(length).fill(fill);

describe("icoFile", () => {
  it("writes an icon directory with one entry per image, each pointing at its PNG", () => {
    const images = [
      { size: 16, png: png(10, 1) },
      { size: 32, png: png(20, 2) },
      { size: 256, png: png(5, 3) },
    ];
    const ico = icoFile(images);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 3]);
    expect(ico.length).toBe(6 + 3 * 16 + 35);
    images.forEach(({ size, png: data }, index) => {
      const entry = 6 + 16 * index;
      expect(view.getUint8(entry), `width of ${size}`).toBe(size % 256);
      expect(view.getUint8(entry + 1), `height of ${size}`).toBe(size % 256);
      expect(view.getUint16(entry + 6, true)).toBe(32);
      const length = view.getUint32(entry + 8, true);
      const offset = view.getUint32(entry + 12, true);
      expect(length).toBe(data.length);
      expect([...ico.subarray(offset, offset + length)]).toEqual([...data]);
    });
  });

  it("refuses a size the format cannot hold", () => {
    expect(() => icoFile([{ size: 300, png: png(1, 0) }])).toThrow(/1–256/);
  });
});
