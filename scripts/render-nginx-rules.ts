/** `npm run nginx:rules`: rewrites the generated files in deploy/nginx/ from deploy/server-rules.ts. */
import { writeFileSync } from "node:fs";
import { renderNginxRuleFiles } from "../deploy/server-rules.ts";

for (const [name, content] of Object.entries(renderNginxRuleFiles())) {
  writeFileSync(`deploy/nginx/${name}`, content);
  console.log(`deploy/nginx/${name} updated`);
}
