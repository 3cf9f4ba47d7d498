import { redirect } from "react-router";

/** /admin has no page of its own. */
export function loader() {
  throw redirect("/admin/login");
}
