import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("tjanster", "routes/services.tsx"),
  route("references", "routes/references.tsx"),
  route("references/:slug", "routes/case-study.tsx"),
  route("blogg", "routes/blog.tsx"),
  route("blogg/:slug", "routes/blog-post.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("integritetspolicy", "routes/privacy.tsx"),
  route("rss.xml", "routes/rss.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("llms.txt", "routes/llms.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
