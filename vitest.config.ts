import { defineConfig } from "vitest/config";

/** Unit tests of the pure logic (app/lib, scripts, deploy); the pages themselves are tested end to end. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "deploy/**/*.test.ts"],
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
  },
});
