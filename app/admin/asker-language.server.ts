/**
 * The back office's language for an answer given outside the gate (the installed app's manifest, the page for an
 * address that does not exist): the signed-in person's own choice when their session cookie came with the request,
 * else the phone's. A missing or ended session is only "signed out" here: nothing is refused or said about it.
 */
import type { AuthService } from "~/auth/auth.server";
import { readSessionCookie } from "~/auth/cookie.server";
import { backOfficeLanguage } from "~/i18n/back-office/choose.server";
import type { Lang } from "~/i18n/languages";

export function askerLanguage(request: Request, auth: Pick<AuthService, "authenticate" | "language">): Lang {
  const session = auth.authenticate(readSessionCookie(request));
  return backOfficeLanguage(request, session ? auth.language(session.user.id) : null);
}
