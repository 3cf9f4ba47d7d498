/**
 * The shop's people: the owner invites a person by a one-time link (only its
 * SHA-256 kept, used once, within 72 hours), changes their role and disables
 * them. There is always an active owner: the last one cannot be demoted or
 * disabled. Accounts are never deleted, so a username in the audit log, the
 * ledger or a handover names one person for good.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, count, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { adminUsers, sessions, staffInvitations } from "~/db/schema";
import { createRateLimiter } from "~/booking/rate-limit.server";
import { DAY_MS, HOUR_MS } from "./constants";
import { lockoutAddress } from "./network-address.server";
import type { Role } from "./permissions";
import { INVITATION_HOURS, acceptInvitationSchema, staffMessages } from "./staff-schema";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const invitationPath = (token: string) => `/admin/join/${token}`;

type InvitationRow = typeof staffInvitations.$inferSelect;
export type InvitationProblem = "unknown" | "used" | "expired";

export const invitationProblemMessage: Record<InvitationProblem, string> = {
  unknown: staffMessages.linkUnknown,
  used: staffMessages.linkUsed,
  expired: staffMessages.linkExpired,
};

export type StaffResult = { ok: true } | { ok: false; field: string; message: string };

export type AcceptResult =
  | { ok: true; username: string }
  | { ok: false; problem: InvitationProblem }
  | { ok: false; problem: "invalid"; fieldErrors: Record<string, string[]> };

export type StaffEvent = "staff.invited" | "staff.joined" | "staff.role" | "staff.disabled" | "staff.enabled";

/** Opening or sending an invitation's page, per client: a person joining needs a handful; a guesser gets nowhere. */
const JOIN_LIMIT = { limit: 20, windowMs: 15 * 60 * 1000 };
/** Invitations made per client and hour: a shop invites a few people, not hundreds. */
const INVITE_LIMIT = { limit: 20, windowMs: HOUR_MS };

export interface StaffOptions {
  now: () => Date;
  hash: (password: string) => Promise<string>;
  log: (event: StaffEvent, fields: Record<string, unknown>) => void;
}

export function createStaff(db: Db, { now, hash, log }: StaffOptions) {
  // Held in memory only, per client (an IPv4 address or an IPv6 /64, as the sign-in's lockout counts).
  const limiters = {
    join: createRateLimiter({ ...JOIN_LIMIT, now: () => now().getTime() }),
    invite: createRateLimiter({ ...INVITE_LIMIT, now: () => now().getTime() }),
  };

  function problemOf(row: InvitationRow | undefined): InvitationProblem | null {
    if (!row) return "unknown";
    if (row.usedAt) return "used";
    if (row.expiresAt <= now().toISOString()) return "expired";
    return null;
  }

  function find(token: string): InvitationRow | undefined {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    return db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, hashOf(token)))
      .get();
  }

  /** Active owners other than this person. */
  const otherActiveOwners = (tx: Pick<Db, "select">, userId: string) =>
    tx
      .select({ n: count() })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, "owner"), isNull(adminUsers.disabledAt), ne(adminUsers.id, userId)))
      .get()!.n;

  return {
    /**
     * Whether this client may open or send an invitation's page ("join"), or
     * make an invitation ("invite"), once more now; counts the try.
     */
    allows(what: keyof typeof limiters, clientIp: string): boolean {
      return limiters[what].take(lockoutAddress(clientIp));
    },

    /** Everyone with an account: active first, then by name; with how many browsers are signed in. */
    people() {
      const t = now().toISOString();
      return db
        .select({
          id: adminUsers.id,
          username: adminUsers.username,
          role: adminUsers.role,
          lastLoginAt: adminUsers.lastLoginAt,
          disabledAt: adminUsers.disabledAt,
          devices: sql<number>`(select count(*) from ${sessions} where ${sessions.userId} = ${adminUsers.id} and ${sessions.expiresAt} > ${t})`,
        })
        .from(adminUsers)
        .orderBy(sql`${adminUsers.disabledAt} is not null`, adminUsers.username)
        .all();
    },

    /** A new invitation: its secret is in the answer only, never kept. */
    invite(role: Role, { actor }: { actor: string }) {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      // Invitations long past their use are forgotten: they let nobody in.
      db.delete(staffInvitations)
        .where(sql`${staffInvitations.expiresAt} < ${new Date(at.getTime() - 30 * DAY_MS).toISOString()}`)
        .run();
      const row = {
        id: randomBytes(6).toString("hex"),
        tokenHash: hashOf(token),
        role,
        createdAt: at.toISOString(),
        createdBy: actor,
        expiresAt: new Date(at.getTime() + INVITATION_HOURS * HOUR_MS).toISOString(),
      };
      db.insert(staffInvitations).values(row).run();
      log("staff.invited", { by: actor, role });
      return { id: row.id, role, path: invitationPath(token), expiresAt: row.expiresAt };
    },

    /** The invitations made, newest first, without their secrets. */
    invitations(limit = 10) {
      return db
        .select()
        .from(staffInvitations)
        .orderBy(desc(staffInvitations.createdAt))
        .limit(limit)
        .all()
        .map(({ tokenHash: _, ...row }) => ({
          ...row,
          state: problemOf({ ...row, tokenHash: "" }) ?? ("open" as const),
        }));
    },

    /** What a link leads to: its role while it can be used, else why not. */
    invitation(token: string): { ok: true; role: Role } | { ok: false; problem: InvitationProblem } {
      const row = find(token);
      const problem = problemOf(row);
      return problem ? { ok: false, problem } : { ok: true, role: row!.role };
    },

    /**
     * The invited person's username and password: one account of the
     * invitation's role, and the link used, in one transaction; a link
     * already used, expired or made up creates nothing.
     */
    async accept(token: string, input: unknown, { brand }: { brand: string }): Promise<AcceptResult> {
      const first = problemOf(find(token));
      if (first) return { ok: false, problem: first };
      const parsed = acceptInvitationSchema(brand).safeParse(input);
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues)
          (fieldErrors[String(issue.path[0] ?? "_form")] ??= []).push(issue.message);
        return { ok: false, problem: "invalid", fieldErrors };
      }
      const { username, newPassword } = parsed.data;
      const passwordHash = await hash(newPassword);
      const outcome = db.transaction(
        (tx): AcceptResult => {
          const row = tx
            .select()
            .from(staffInvitations)
            .where(eq(staffInvitations.tokenHash, hashOf(token)))
            .get();
          const problem = problemOf(row);
          if (problem) return { ok: false, problem };
          const taken = tx
            .select({ id: adminUsers.id })
            .from(adminUsers)
            .where(sql`lower(${adminUsers.username}) = ${username.toLowerCase()}`)
            .get();
          if (taken) return { ok: false, problem: "invalid", fieldErrors: { username: [staffMessages.usernameTaken] } };
          const at = now().toISOString();
          const id = randomUUID();
          tx.insert(adminUsers)
            .values({ id, username, email: "", passwordHash, createdAt: at, passwordChangedAt: at, role: row!.role })
            .run();
          tx.update(staffInvitations).set({ usedAt: at, userId: id }).where(eq(staffInvitations.id, row!.id)).run();
          return { ok: true, username };
        },
        { behavior: "immediate" },
      );
      if (outcome.ok) log("staff.joined", { username });
      return outcome;
    },

    /** A person's new role; the last active owner stays one. */
    changeRole(userId: string, role: Role, { actor }: { actor: string }): StaffResult {
      return db.transaction(
        (tx): StaffResult => {
          const person = tx.select().from(adminUsers).where(eq(adminUsers.id, userId)).get();
          if (!person) return { ok: false, field: "userId", message: staffMessages.noSuchPerson };
          if (person.role === role) return { ok: true };
          if (person.role === "owner" && !person.disabledAt && otherActiveOwners(tx, userId) === 0) {
            return { ok: false, field: "role", message: staffMessages.lastOwner };
          }
          tx.update(adminUsers).set({ role }).where(eq(adminUsers.id, userId)).run();
          log("staff.role", { by: actor, username: person.username, role });
          return { ok: true };
        },
        { behavior: "immediate" },
      );
    },

    /** Disabling ends every session of the person at once; enabling lets them sign in again. */
    setDisabled(userId: string, disabled: boolean, { actor }: { actor: string }): StaffResult {
      return db.transaction(
        (tx): StaffResult => {
          const person = tx.select().from(adminUsers).where(eq(adminUsers.id, userId)).get();
          if (!person) return { ok: false, field: "userId", message: staffMessages.noSuchPerson };
          if (disabled && person.role === "owner" && otherActiveOwners(tx, userId) === 0) {
            return { ok: false, field: "disabled", message: staffMessages.lastOwner };
          }
          tx.update(adminUsers)
            .set({ disabledAt: disabled ? (person.disabledAt ?? now().toISOString()) : null })
            .where(eq(adminUsers.id, userId))
            .run();
          if (disabled) tx.delete(sessions).where(eq(sessions.userId, userId)).run();
          log(disabled ? "staff.disabled" : "staff.enabled", { by: actor, username: person.username });
          return { ok: true };
        },
        { behavior: "immediate" },
      );
    },
  };
}
