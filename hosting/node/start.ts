/** `npm start`: builds when there is no build yet, then serves it like production on PORT (3000). */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildDirectory as root } from "../../build-steps/build-directory.ts";
import { createStaticServer } from "./static-server.ts";

if (!existsSync(path.join(root, "csp-hashes.json"))) {
  console.log("Ingen build hittades – bygger först (npm run build)…");
  execSync("npm run build", { stdio: "inherit" });
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
createStaticServer({ root }).listen(port, host, () => {
  console.log(`Vinga Design körs på http://${host}:${port}`);
});
