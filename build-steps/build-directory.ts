import path from "node:path";

/** The build folder; VINGA_BUILD_DIR lets parallel checkouts or test runs keep separate builds. */
export const buildDirectory = path.resolve(process.env.VINGA_BUILD_DIR ?? "build");
