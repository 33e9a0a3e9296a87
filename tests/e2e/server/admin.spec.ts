import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { adminContentSecurityPolicy } from "../../../hosting/server-rules";
import { adminPath, paths } from "../../../app/lib/paths";
import { servers } from "../../../playwright.config";
import { buildDirectory } from "../../../build-steps/build-directory";

/**
 * The content editor at /admin/ is for the owner only: every host serves it with its own policy,
 * tells search engines to leave it out, and no public page points at it or loads a byte of it.
 */
const client = path.join(buildDirectory, "client");

for (const [name, origin] of Object.entries(servers)) {
  test(`${name} serves /admin/ with its own policy, an opener rule that lets GitHub sign-in report back, and noindex`, async ({
    request,
  }) => {
    const response = await request.get(origin + adminPath);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toBe(adminContentSecurityPolicy());
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');

    // Every other page keeps the site's policy and opener rule.
    const services = (await request.get(`${origin}${paths.services}`)).headers();
    expect(services["content-security-policy"]).not.toBe(adminContentSecurityPolicy());
    expect(services["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    expect(services["cross-origin-opener-policy"]).toBe("same-origin");
    expect(services["x-robots-tag"]).toBeUndefined();
  });
}

for (const [name, origin] of Object.entries(servers)) {
  test(`${name} sends /admin to /admin/ for good, so the editor never gets the public site's policy`, async ({
    request,
  }) => {
    const response = await request.get(origin + adminPath.slice(0, -1), { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location ?? "", origin).pathname).toBe(adminPath);
  });
}

test("the editor's page shows which version the host serves: the build stamp of /admin/version.json", async ({
  page,
  request,
}) => {
  // The editor's script is 3 MB, which a busy machine takes a while to run.
  test.setTimeout(120_000);
  const stamp = (await (await request.get(`${servers.pages}${adminPath}version.json`)).json()) as Record<
    string,
    string
  >;
  expect(stamp.commit).toMatch(/^([0-9a-f]{7}|okänd)$/);
  expect(stamp.builtAtText).toMatch(/^\d{1,2} [a-zåäö]+ \d{4} kl\. \d{2}:\d{2}$/);
  await page.goto(`${servers.pages}${adminPath}`);
  // Visible beside the editor once it has drawn its sign-in page, not hidden behind it.
  await expect(page.getByRole("button", { name: "Logga in med ⁨GitHub⁩" })).toBeVisible({
    timeout: 60_000,
  });
  const line = page.getByRole("contentinfo").filter({ hasText: "Den här versionen byggdes" });
  await expect(line).toHaveText(
    `Den här versionen byggdes ${stamp.builtAtText} från ${stamp.commit === "okänd" ? "en okänd commit" : `commit ${stamp.commit}`} (gren ${stamp.branch}).`,
  );
  await expect(line).toBeInViewport();
  // Sveltia's small-screen layout has a bar along the bottom, which the stamp must not cover.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(line).toBeHidden();
});

test("no public file names /admin or carries a byte of the editor, and the sitemap and llms.txt leave it out", () => {
  const publicFiles = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|js|css|xml|txt|json|webmanifest)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(path.join(client, adminPath)));
  expect(publicFiles.length).toBeGreaterThan(30);
  const mentions = publicFiles.filter((file) => {
    const text = readFileSync(file, "utf8");
    return text.includes(adminPath) || /sveltia/i.test(text);
  });
  // The host files name /admin/ to give it its headers; they are rules, not pages.
  expect(mentions.map((file) => path.relative(client, file))).toEqual(["vercel.json"]);
  for (const file of ["sitemap.xml", "llms.txt"])
    expect(readFileSync(path.join(client, file), "utf8")).not.toContain("/admin");
});
