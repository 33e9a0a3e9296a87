import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const pages = ["/", "/tjanster", "/about", "/contact", "/references", "/blogg", "/mallar", "/integritetspolicy"];
for (const w of [390, 1280]) for (const path of pages) {
const ctx = await b.newContext({ viewport: { width: w, height: 844 } });
await ctx.addInitScript(() => { localStorage.setItem("cookieConsentGiven","true"); localStorage.setItem("cookieSettings", JSON.stringify({necessary:true,analytics:false,marketing:false})); });
const p = await ctx.newPage();
const r = await p.goto("http://localhost:4300" + path);
const axe = await new AxeBuilder({ page: p }).withRules(["color-contrast"]).analyze();
const inc = axe.incomplete.flatMap(r=>r.nodes.map(n=>n.any[0]?.data?.messageKey + " " + n.target.join(" ").slice(0,60)));
console.log(w, path, r.status(), "violations", axe.violations.length, "incomplete", inc.length, inc.slice(0,6).join(" | "));
await ctx.close();
}
await b.close();
