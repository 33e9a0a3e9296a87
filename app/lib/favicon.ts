/**
 * favicon.ico as browsers and crawlers that take no SVG read it: an ICO directory whose images
 * are PNG files (allowed since Windows Vista, read by every current browser), one per size.
 */

/** The sizes Windows and the browsers pick from: tabs (16), taskbar and high-DPI tabs (32), desktop (48). */
export const FAVICON_SIZES = [16, 32, 48] as const;

/** The home-screen icon iOS asks for at /apple-touch-icon.png, square; iOS rounds its corners itself. */
export const APPLE_TOUCH_ICON_SIZE = 180;

const HEADER = 6;
const ENTRY = 16;

/** PNG images, each with the square size it was drawn at, packed into one .ico file. */
export function icoFile(images: readonly { size: number; png: Uint8Array }[]) {
  const total = HEADER + ENTRY * images.length + images.reduce((sum, image) => sum + image.png.length, 0);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // 1: icon (2 would be a cursor)
  view.setUint16(4, images.length, true);
  let offset = HEADER + ENTRY * images.length;
  images.forEach(({ size, png }, index) => {
    if (size < 1 || size > 256) throw new Error(`An ICO image is 1–256 px square, not ${size}`);
    const entry = HEADER + ENTRY * index;
    // 0 stands for 256 in the one-byte width and height.
    view.setUint8(entry, size % 256);
    view.setUint8(entry + 1, size % 256);
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(png, offset);
    offset += png.length;
  });
  return bytes;
}
