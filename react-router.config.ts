import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths.server";

export default {
  ssr: false,
  buildDirectory: process.env.VINGA_BUILD_DIR ?? "build",
  prerender: { paths: prerenderPaths, concurrency: 4 },
} satisfies Config;
