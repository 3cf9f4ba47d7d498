import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The route table of the specification, section 2.
export default [
  index("routes/home.tsx"),
  route("admin", "routes/admin/index.ts"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/session", "routes/admin/session.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/content", "routes/admin/content.tsx"),
    route("admin/images", "routes/admin/images.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
  ]),
  // Booking requests with dates or a fare (GET forms answering 303 to the chat), and counting booking actions.
  route("book/bike", "routes/book/bike.tsx"),
  route("book/taxi", "routes/book/taxi.tsx"),
  route("book/count", "routes/book/count.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
