/** `npm run nginx:rules`: rewrites the generated files in hosting/nginx/ from hosting/server-rules.ts. */
import { writeFileSync } from "node:fs";
import { renderNginxRuleFiles } from "./server-rules.ts";

for (const [name, content] of Object.entries(renderNginxRuleFiles())) {
  writeFileSync(`hosting/nginx/${name}`, content);
  console.log(`hosting/nginx/${name} updated`);
}
