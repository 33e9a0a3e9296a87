/**
 * Which version of the site a build is: its commit, branch and time. The editor's page shows it
 * and /admin/version.json carries it, so the owner can tell whether a save has gone live (the
 * commit the editor made is in the repository's history on GitHub).
 */
import { execFileSync } from "node:child_process";

export const UNKNOWN = "okänd";

export type BuildStamp = {
  /** The commit's short hash, or "okänd". */
  commit: string;
  branch: string;
  /** When the build ran, as an ISO 8601 instant. */
  builtAt: string;
  /** The same in Swedish words and Swedish time: "28 november 2026 kl. 14:05". */
  builtAtText: string;
};

type Env = Record<string, string | undefined>;

/** Asks git, if there is one and this is a checkout; undefined when it cannot say. */
function fromGit(args: string[]) {
  try {
    return (
      execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

const gitFacts = () => ({
  commit: fromGit(["rev-parse", "--short=7", "HEAD"]),
  branch: fromGit(["rev-parse", "--abbrev-ref", "HEAD"]),
});

/**
 * The stamp of a build: Cloudflare Pages names the commit and branch it builds (CF_PAGES_COMMIT_SHA,
 * CF_PAGES_BRANCH); elsewhere git does; where neither can, "okänd".
 */
export function buildStamp(
  env: Env = process.env,
  now = new Date(),
  git: () => { commit?: string; branch?: string } = gitFacts,
): BuildStamp {
  const local = env.CF_PAGES_COMMIT_SHA && env.CF_PAGES_BRANCH ? {} : git();
  const commit = env.CF_PAGES_COMMIT_SHA?.trim().slice(0, 7) || local.commit || UNKNOWN;
  const branch = env.CF_PAGES_BRANCH?.trim() || (local.branch !== "HEAD" && local.branch) || UNKNOWN;
  const builtAtText = new Intl.DateTimeFormat("sv-SE", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Stockholm",
  }).format(now);
  return { commit, branch, builtAt: now.toISOString(), builtAtText };
}

/** The stamp as one Swedish line, as the editor's page shows it. */
export function stampLine({ commit, branch, builtAtText }: BuildStamp) {
  return `Den här versionen byggdes ${builtAtText} från ${commit === UNKNOWN ? "en okänd commit" : `commit ${commit}`} (gren ${branch}).`;
}
