import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { paths, routeSegment } from "./lib/paths";

export default [
  index("routes/home.tsx"),
  route(routeSegment(paths.services), "routes/services.tsx"),
  route(routeSegment(paths.references), "routes/references.tsx"),
  route(routeSegment(paths.caseStudy(":slug")), "routes/case-study.tsx"),
  route(routeSegment(paths.blog), "routes/blog.tsx"),
  route(routeSegment(paths.article(":slug")), "routes/blog-post.tsx"),
  route(routeSegment(paths.about), "routes/about.tsx"),
  route(routeSegment(paths.contact), "routes/contact.tsx"),
  route(routeSegment(paths.privacy), "routes/privacy.tsx"),
  route(routeSegment(paths.rss), "routes/rss.ts"),
  route(routeSegment(paths.sitemap), "routes/sitemap.ts"),
  route(routeSegment(paths.robots), "routes/robots.ts"),
  route(routeSegment(paths.llms), "routes/llms.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
