import { blog } from "./lib/blog/blog-collection";

export const collections = { blog };
