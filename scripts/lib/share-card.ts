/**
 * The HTML of one article's share card (1200×630): the brand's wordmark, the category and
 * the title on the cream card, and the article's cover artwork beside them.
 */
export type ShareCard = {
  title: string;
  categoryName: string;
  /** The cover's SVG source, or undefined for an article without a cover. */
  coverSvg: string | undefined;
  logoWord: string;
  logoSubtitle: string;
  /** Host and path shown at the bottom, e.g. "vingadesign.se/blogg". */
  address: string;
};

export type ShareCardFonts = { display: string; body: string };

export function escapeHtml(value: string) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Long titles get a smaller size, so every title fits in at most four lines. */
export function titleFontSize(title: string) {
  if (title.length <= 38) return 68;
  if (title.length <= 56) return 58;
  return 50;
}

export function shareCardHtml(card: ShareCard, fonts: ShareCardFonts) {
  const cover = card.coverSvg
    ? `<img class="cover" alt="" src="data:image/svg+xml;base64,${Buffer.from(card.coverSvg).toString("base64")}">`
    : "";
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><style>
@font-face{font-family:Display;font-weight:200 800;src:url(data:font/woff2;base64,${fonts.display}) format("woff2")}
@font-face{font-family:Body;font-weight:100 900;src:url(data:font/woff2;base64,${fonts.body}) format("woff2")}
*{box-sizing:border-box;margin:0}
html,body{width:1200px;height:630px;overflow:hidden}
body{position:relative;background:#fbf8f4;font-family:Body,sans-serif;color:#14172b}
.blob{position:absolute;border-radius:50%}
.b1{width:560px;height:560px;right:-170px;top:-120px;background:#e3e9ff}
.b2{width:300px;height:300px;right:-80px;bottom:-150px;background:#e8457a}
.text{position:absolute;left:72px;top:64px;bottom:64px;width:610px;display:flex;flex-direction:column}
.brand{display:flex;align-items:center;gap:16px}
.mark{width:56px;height:56px;border-radius:14px;background:#e8457a;display:grid;place-items:center}
.word{font-family:Display;font-weight:800;font-size:40px;letter-spacing:-1px;line-height:1}
.sub{display:block;font-family:Body;font-weight:700;font-size:14px;letter-spacing:6px;color:#c0245a;text-transform:uppercase;margin-top:4px}
.category{align-self:flex-start;margin-top:auto;background:#fde4ec;color:#c0245a;font-weight:700;font-size:24px;padding:8px 20px;border-radius:999px}
h1{margin-top:22px;font-family:Display;font-weight:800;line-height:1.08;letter-spacing:-0.02em;text-wrap:balance;display:-webkit-box;-webkit-line-clamp:4;-webkit-box-orient:vertical;overflow:hidden}
.address{margin-top:28px;font-size:22px;font-weight:600;color:#4a4f6a}
.cover{position:absolute;right:48px;top:170px;width:430px;height:226px;border-radius:24px;border:8px solid #fff;box-shadow:0 24px 48px rgba(15,31,92,.22);transform:rotate(3deg);object-fit:cover}
</style></head><body>
<div class="blob b1"></div><div class="blob b2"></div>${cover}
<div class="text">
<div class="brand"><div class="mark"><svg width="32" height="32" viewBox="0 0 36 36"><path d="M4 5 L18 31 L32 5" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></svg></div>
<div><span class="word">${escapeHtml(card.logoWord)}</span><span class="sub">${escapeHtml(card.logoSubtitle)}</span></div></div>
<p class="category">${escapeHtml(card.categoryName)}</p>
<h1 style="font-size:${titleFontSize(card.title)}px">${escapeHtml(card.title)}</h1>
<p class="address">${escapeHtml(card.address)}</p>
</div></body></html>`;
}
