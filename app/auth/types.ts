/** What the browser may know about the signed-in admin. */
import type { Role } from "./permissions";

/** The admin user as the browser holds it (auth_user). */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  lastLogin: string | null;
}

/** What the browser may know about its session: nothing here lets anyone in. */
export interface SessionInfo {
  /** The non-secret handle kept as auth_token. */
  token: string;
  user: AuthUser;
  expiresAt: string;
  remember: boolean;
}
