import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The route table of the specification, section 2.
export default [
  index("routes/home.tsx"),
  route("admin", "routes/admin/index.ts"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/session", "routes/admin/session.ts"),
  route("admin/images/upload", "routes/admin/image-upload.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/content", "routes/admin/content.tsx"),
    route("admin/images", "routes/admin/images.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
