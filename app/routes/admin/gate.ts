/**
 * Every admin route but the login, the logout and the session check sits
 * under this one: its middleware is the server's gate (the session is
 * checked once per request, before any loader or action runs).
 */
import type { Route } from "./+types/gate";
import { adminGate } from "~/auth/admin-gate.server";

export const middleware: Route.MiddlewareFunction[] = [adminGate];
