import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table of the specification, section 2.
export default [index("routes/home.tsx"), route("*", "routes/not-found.tsx")] satisfies RouteConfig;
