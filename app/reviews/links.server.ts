/**
 * One-time review links: the owner makes one for a customer (from the Reviews
 * screen, or from a returned booking, passing its reference), the customer
 * opens it on their phone and sends one review. The link's secret is 256 bits
 * in the address; only its SHA-256 is kept, so a copy of the database posts
 * nothing. A link made on the Reviews screen is random and shown once; a
 * link made for a booking is derived from the server's link key (a file
 * outside the database) and the link's id, so the booking's screen can show
 * it again, with its QR code, every time until it is used. A link posts once (claimed in the
 * same transaction that adds the review) and expires after
 * REVIEW_LINK_DAYS. The review arrives hidden, waiting for the owner; one
 * from a booking's link names the booking's bike or taxi service.
 */
import { lockoutAddress } from "~/auth/network-address.server";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lt } from "drizzle-orm";
import { shopToday } from "~/booking/dates";
import { createRateLimiter } from "~/booking/rate-limit.server";
import type { ContentStore } from "~/content/store.server";
import type { Refusal } from "~/content/store.server";
import type { FieldErrors } from "~/content/checks";
import { fieldErrors } from "~/content/checks";
import type { Db } from "~/db/database.server";
import { bookings, reviewLinks } from "~/db/schema";
import { reviewItemOf } from "~/content/lists/reviews";
import { REVIEW_LINK_DAYS, REVIEW_POST_LIMIT } from "./limits";
import { english, type Words } from "~/i18n/english";
import { reviewForm } from "./review-form";

const DAY_MS = 24 * 60 * 60 * 1000;
/** 32 bytes, base64url: what a link's secret always looks like. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The path a link's customer opens. */
export const reviewPath = (token: string) => `/review/${token}`;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Why a link cannot be used: a message the customer reads. */
export type LinkProblem = "unknown" | "used" | "expired";

export interface LinkRow {
  id: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  reviewId: string | null;
  bookingRef: string | null;
}

export type PostOutcome =
  | { ok: true; reviewId: string }
  | { ok: false; problem: LinkProblem }
  | { ok: false; problem: "busy" }
  | { ok: false; problem: "invalid"; fieldErrors: FieldErrors };

export interface ReviewLinksOptions {
  now?: () => Date;
  /** Derives the secrets of links made for a booking (~/db/keys.server.ts); without it they are random too. */
  linkKey?: Buffer;
  postLimit?: { limit: number; windowMs: number };
}

export type ReviewLinks = ReturnType<typeof createReviewLinks>;

export function createReviewLinks(
  db: Db,
  store: ContentStore,
  { now = () => new Date(), postLimit, linkKey }: ReviewLinksOptions = {},
) {
  /** A booking's link's secret, made again from its id whenever its screen is shown. */
  const derived = (id: string) => createHmac("sha256", linkKey!).update(`review-link|${id}`).digest("base64url");
  const limiter = createRateLimiter({ ...REVIEW_POST_LIMIT, ...postLimit, now: () => now().getTime() });

  /** Links that expired more than REVIEW_LINK_DAYS ago go: they post nothing, and nobody needs them. */
  function forgetOld() {
    const cutoff = new Date(now().getTime() - REVIEW_LINK_DAYS * DAY_MS).toISOString();
    db.delete(reviewLinks).where(lt(reviewLinks.expiresAt, cutoff)).run();
  }

  function problemOf(row: LinkRow | undefined): LinkProblem | null {
    if (!row) return "unknown";
    if (row.usedAt) return "used";
    if (row.expiresAt <= now().toISOString()) return "expired";
    return null;
  }

  function find(token: string): LinkRow | undefined {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    return db
      .select()
      .from(reviewLinks)
      .where(eq(reviewLinks.tokenHash, hashOf(token)))
      .get();
  }

  return {
    /** A new link: its secret is in the answer only, never kept. */
    create({ actor, bookingRef = null }: { actor: string; bookingRef?: string | null }) {
      forgetOld();
      const id = randomBytes(6).toString("hex");
      const token = bookingRef && linkKey ? derived(id) : randomBytes(32).toString("base64url");
      const at = now();
      const row = {
        id,
        tokenHash: hashOf(token),
        createdAt: at.toISOString(),
        createdBy: actor,
        expiresAt: new Date(at.getTime() + REVIEW_LINK_DAYS * DAY_MS).toISOString(),
        bookingRef,
      };
      db.insert(reviewLinks).values(row).run();
      return { id: row.id, token, path: reviewPath(token), expiresAt: row.expiresAt };
    },

    /**
     * The last link made for a booking: its address while it can still be
     * used (made again from the link key), else only what became of it.
     */
    forBooking(
      bookingRef: string,
    ): { path: string | null; expiresAt: string; state: "open" | "used" | "expired" } | null {
      const row = db
        .select()
        .from(reviewLinks)
        .where(eq(reviewLinks.bookingRef, bookingRef))
        .orderBy(desc(reviewLinks.createdAt))
        .get();
      if (!row) return null;
      const problem = problemOf(row);
      const state = problem === "expired" ? "expired" : row.usedAt ? "used" : "open";
      const token = state === "open" && linkKey ? derived(row.id) : null;
      // A link made before the key (or with another) cannot be shown again: its hash does not match.
      const path = token && hashOf(token) === row.tokenHash ? reviewPath(token) : null;
      return { path, expiresAt: row.expiresAt, state };
    },

    /** The links made, newest first, without their secrets. */
    list(limit = 20): (LinkRow & { state: "open" | "used" | "expired" })[] {
      const rows = db.select().from(reviewLinks).orderBy(desc(reviewLinks.createdAt)).limit(limit).all();
      return rows.map((row) => ({
        ...row,
        state: problemOf(row) === "expired" ? "expired" : row.usedAt ? "used" : "open",
      }));
    },

    /** Whether a link can post now (for the page the customer opens). */
    check(token: string): LinkProblem | null {
      return problemOf(find(token));
    },

    /**
     * A customer's review: refused when the address has posted too often, the
     * link is not one of ours, is used or expired, or the form is not right;
     * otherwise added hidden, and the link claimed, in one transaction. The
     * form's messages are in `words`, the page's language.
     */
    post(token: string, form: Record<string, unknown>, clientIp: string, words: Words = english): PostOutcome {
      // An IPv6 client is counted by its /64, as the sign-in's lockout counts it: rotating addresses within it gains nothing.
      if (!limiter.take(lockoutAddress(clientIp))) return { ok: false, problem: "busy" };
      const link = find(token);
      const before = problemOf(link);
      if (before) return { ok: false, problem: before };
      // A review from a booking's link is about that booking's bike or taxi service: its stars count on that card.
      const booking = link?.bookingRef
        ? db
            .select({ kind: bookings.kind, itemId: bookings.itemId })
            .from(bookings)
            .where(eq(bookings.reference, link.bookingRef))
            .get()
        : undefined;
      const parsed = reviewForm(words).safeParse(form);
      if (!parsed.success) return { ok: false, problem: "invalid", fieldErrors: fieldErrors(parsed.error) };
      const hash = hashOf(token);
      let lost: LinkProblem | null = null;
      const result = store.create(
        "testimonials",
        {
          ...parsed.data,
          date: shopToday(store.settings().timeZone, now()),
          avatar: "",
          reply: "",
          item: booking ? reviewItemOf(booking.kind, booking.itemId) : "",
          origin: "link",
        },
        {
          actor: "review link",
          hidden: true,
          fromVisitor: true,
          // Claimed in the review's own transaction: two posts of one link cannot both add one.
          alongside: (tx, reviewId): Refusal | null => {
            const claimed = tx
              .update(reviewLinks)
              .set({ usedAt: now().toISOString(), reviewId })
              .where(and(eq(reviewLinks.tokenHash, hash), isNull(reviewLinks.usedAt)))
              .run();
            if (claimed.changes === 1) return null;
            lost = "used";
            return { ok: false, reason: "conflict", message: "This link has been used", fieldErrors: {} };
          },
        },
      );
      if (result.ok) return { ok: true, reviewId: result.value.id };
      if (lost) return { ok: false, problem: lost };
      return { ok: false, problem: "invalid", fieldErrors: result.fieldErrors };
    },
  };
}
