/**
 * Lets AstroWind build without internet (`node --import` this file before `astro build`): its pages
 * size and resize photos from Unsplash and Pixabay at build time, and this machine has no route
 * there. Every request to another host gets one grey 1200 × 800 JPEG placeholder, so the built
 * pages keep their layout and their image sizes; the browser's later requests for the remote
 * photos fail alike in every run.
 */
import sharp from "sharp";

const placeholder = await sharp({
  create: { width: 1200, height: 800, channels: 3, background: { r: 160, g: 160, b: 160 } },
})
  .jpeg({ quality: 70 })
  .toBuffer();
const networkFetch = globalThis.fetch;

globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname === "localhost" || url.hostname === "127.0.0.1") return networkFetch(input, init);
  return Promise.resolve(new Response(placeholder, { headers: { "Content-Type": "image/jpeg" } }));
};
