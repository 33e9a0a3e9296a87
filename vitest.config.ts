import { defineConfig } from "vitest/config";

/** Unit tests of the logic beside it (app/, the build steps, hosting, benches, scripts) and of the repository's own rules; the pages themselves are tested end to end. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "{build-steps,hosting,bench,scripts,tests/repository}/**/*.test.ts"],
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
    // One happy-dom per worker instead of one per file, each file still in its own context: 88 s to
    // under 35 s for the 670 tests on 2 cores, most of it spent building DOMs before.
    pool: "vmThreads",
  },
});
