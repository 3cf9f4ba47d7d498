/**
 * The database schema, in one place. drizzle-kit generates the migrations in
 * ./drizzle from this file (npm run db:generate); the server applies them at start.
 */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";
import { z } from "zod";
import type { Role } from "../auth/permissions";
import type { Lang } from "../i18n/languages";
import type { Quote } from "../booking/prices";
import type { Fields, Storage, StoredField, StoredValues } from "../content/define";
import { lists } from "../content/lists";
import type { ImageKind } from "../images/types";
import type { EntryKind, PayMethod } from "../money/ledger";
import { ENDED_STATES, HOLDING_STATES, sqlStates, type BookingState } from "../reservations/lifecycle";

const stringList = (name: string) =>
  text(name, { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`);

/**
 * Columns every editable list shares: explicit order, hiding, a version for
 * concurrent edits, and the moment it went to the Trash (null while it is live).
 * A trashed row keeps its last position, so a restore can put it back there.
 */
const listColumns = () => ({
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
  hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
  version: integer("version").notNull().default(1),
  deletedAt: text("deleted_at"),
});

/**
 * The settings, one row per section of the Settings screen ("identity",
 * "contact", …), each saved and versioned on its own so that two screens
 * editing different sections never refuse each other. `data` holds the
 * section's fields as JSON, checked by the section's schema on every write.
 */
export const settingsSections = sqliteTable("settings_sections", {
  section: text("section").primaryKey(),
  data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  version: integer("version").notNull().default(1),
});

/** A list's column for a field, by how the registry says it is stored. */
const storedAs = {
  text: (name: string) => text(name).notNull(),
  "nullable-text": (name: string) => text(name),
  integer: (name: string) => integer(name).notNull(),
  "nullable-integer": (name: string) => integer(name),
  real: (name: string) => real(name).notNull(),
  "nullable-real": (name: string) => real(name),
  boolean: (name: string) => integer(name, { mode: "boolean" }).notNull(),
  strings: stringList,
  json: (name: string) =>
    text(name, { mode: "json" })
      .$type<StoredValues["json"]>()
      .notNull()
      .default(sql`'[]'`),
} satisfies Record<Storage, (name: string) => unknown>;

const hasDefault = (schema: z.ZodType) => schema instanceof z.ZodDefault;

/** What a check gives when its value is left out: its default, if it has one (null is a nullable column's own). */
const defaultOf = <T>(schema: z.ZodType<T>) => (hasDefault(schema) ? schema.parse(undefined) : undefined) ?? undefined;

/**
 * A list's column for a field. A field whose check has a default (an older
 * export without it still imports) gets it as the column's default too, so
 * its migration can add it to a table that has rows; so does a translation.
 */
function column(field: StoredField, name: string) {
  switch (field.storage) {
    case "text": {
      const built = storedAs.text(name);
      // A translation starts unwritten ("" here; the strings' "[]" is their column's own default).
      const fallback = field.translates ? "" : defaultOf(field.schema);
      return fallback === undefined ? built : built.default(fallback);
    }
    case "nullable-text": {
      const built = storedAs[field.storage](name);
      const fallback = defaultOf(field.schema);
      return fallback === undefined ? built : built.default(fallback);
    }
    case "integer":
    case "real": {
      const built = storedAs[field.storage](name);
      const fallback = defaultOf(field.schema);
      return fallback === undefined ? built : built.default(fallback);
    }
    case "nullable-integer":
    case "nullable-real": {
      const built = storedAs[field.storage](name);
      const fallback = defaultOf(field.schema);
      return fallback === undefined ? built : built.default(fallback);
    }
    case "boolean": {
      const built = storedAs.boolean(name);
      const fallback = defaultOf(field.schema);
      return fallback === undefined ? built : built.default(fallback);
    }
    case "strings": {
      const built = storedAs.strings(name);
      const fallback = defaultOf(field.schema);
      return fallback === undefined ? built : built.default(fallback);
    }
    case "json": {
      const built = storedAs.json(name);
      const fallback = defaultOf(field.schema);
      return fallback === undefined ? built : built.default(fallback);
    }
  }
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The table of one list of the registry: the shared columns, then a column for each of its fields. */
function listTable<F extends Fields>(entry: { table: string; fields: F }) {
  const columns = Object.fromEntries(
    Object.entries(entry.fields).map(([name, field]) => [name, column(field, snakeCase(name))]),
  ) as { [K in keyof F]: ReturnType<(typeof storedAs)[F[K]["storage"]]> };
  return sqliteTable(entry.table, { ...listColumns(), ...columns });
}

export const bikes = listTable(lists.bikes);
export const seasons = listTable(lists.seasons);
export const taxiServices = listTable(lists.taxis);
export const pickupPoints = listTable(lists.pickupPoints);
export const testimonials = listTable(lists.testimonials);
export const requirements = listTable(lists.requirements);
export const fines = listTable(lists.fines);
export const policies = listTable(lists.policies);
export const landmarks = listTable(lists.landmarks);
export const aboutSections = listTable(lists.about);
export const faq = listTable(lists.faq);

/**
 * One-time review links the owner gives customers (~/reviews). Only the
 * SHA-256 of a link's secret is kept, so a copy of the database posts
 * nothing; a link is used once (`used_at`, and the review it brought) and
 * expires. Nothing about the customer is kept here.
 */
export const reviewLinks = sqliteTable("review_links", {
  /** Names the link on the Reviews screen: not secret, posts nothing. */
  id: text("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: text("created_at").notNull(),
  createdBy: text("created_by").notNull(),
  expiresAt: text("expires_at").notNull(),
  usedAt: text("used_at"),
  /** The review it brought, once used. */
  reviewId: text("review_id"),
  /** The booking whose return asked for it, when one did. */
  bookingRef: text("booking_ref"),
});

/**
 * The image library: the project's drawings and the operator's photos. Content
 * refers to an entry by id (bikes.image, testimonials.avatar, the identity
 * section's heroImage); the store refuses a reference to anything not here. A
 * photo's files are DATA_DIR/images/<file_base>-<width>.<avif|webp|jpg>;
 * the uploaded original is never kept (it may hold the place it was taken).
 */
export const images = sqliteTable(
  "images",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<ImageKind>().notNull(),
    alt: text("alt").notNull().default(""),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** A drawing's file under public/. */
    src: text("src"),
    fileBase: text("file_base"),
    widths: text("widths", { mode: "json" })
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'`),
    placeholder: text("placeholder"),
    bytes: integer("bytes").notNull(),
    originalName: text("original_name"),
    originalBytes: integer("original_bytes"),
    /** SHA-256 of the uploaded bytes: the same photo sent twice is one entry. */
    sourceHash: text("source_hash"),
    createdAt: text("created_at").notNull(),
    createdBy: text("created_by").notNull(),
    version: integer("version").notNull().default(1),
    deletedAt: text("deleted_at"),
  },
  (table) => [uniqueIndex("images_source_hash").on(table.sourceHash)],
);

/** One row: bumped by every content write, so any process can tell the page is stale. */
export const contentMeta = sqliteTable("content_meta", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
  changedAt: text("changed_at"),
});

/**
 * Every change to content, in order: the Activity screen, and each item's
 * History. `after` is the whole item as that change left it and `version` the
 * version it then had, so any earlier version can be restored exactly. Rows
 * written by one import, seed or emptying of the Trash share a `batch`.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    before: text("before", { mode: "json" }),
    after: text("after", { mode: "json" }),
    at: text("at").notNull(),
    actor: text("actor").notNull(),
    version: integer("version"),
    batch: text("batch"),
    /** What the action needs beyond before and after: a move's new place, a restored version, an import's counts. */
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
  },
  (table) => [index("audit_log_entity").on(table.entity, table.entityId, table.id)],
);

/**
 * Booking actions, counted first-party and anonymously: a number per day (in
 * the shop's time zone), source, item and channel. No cookie, address or user
 * agent is ever stored.
 */
export const bookingCounts = sqliteTable(
  "booking_counts",
  {
    day: text("day").notNull(),
    /** What was used: "bike-link", "bike-form", "taxi-form", "book-now", "call", … */
    source: text("source").notNull(),
    /** The bike, taxi or pickup point, or "" when the action names none. */
    itemId: text("item_id").notNull().default(""),
    /** "chat", "call" or "form"; "flood" for taps held back as a flood (never requests, see BURST_LIMIT). */
    channel: text("channel").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.source, table.itemId, table.channel] })],
);

// ---------------------------------------------------------------------------
// Sign-in. Passwords are argon2id hashes; sessions are stored only as the
// SHA-256 of their token, so a copy of the database lets nobody in.

export const adminUsers = sqliteTable("admin_users", {
  id: text("id").primaryKey(),
  username: text("username").notNull().unique(),
  email: text("email").notNull(),
  passwordHash: text("password_hash").notNull(),
  createdAt: text("created_at").notNull(),
  passwordChangedAt: text("password_changed_at").notNull(),
  lastLoginAt: text("last_login_at"),
  previousLoginAt: text("previous_login_at"),
  /** What this person may do (app/auth/permissions.ts): the first account, made at install, is the owner. */
  role: text("role").$type<Role>().notNull().default("owner"),
  /** When the owner disabled this account: it signs in no more, and its sessions ended then. Accounts are never deleted, so a username names one person for good. */
  disabledAt: text("disabled_at"),
  /** The back office's language this person chose on Your account ("en", "hi", "kn"); null: the phone's. Never sent to the browser's storage. */
  language: text("language").$type<Lang>(),
});

/**
 * The owner's invitations of a person to the back office: one-time links
 * like the review links. Only the SHA-256 of the link's token is kept; a
 * link is used once, within 72 hours, to make one account of this role.
 */
export const staffInvitations = sqliteTable("staff_invitations", {
  /** Names the invitation on the People screen: not secret. */
  id: text("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  role: text("role").$type<Role>().notNull(),
  createdAt: text("created_at").notNull(),
  /** The username of the owner who made it. */
  createdBy: text("created_by").notNull(),
  expiresAt: text("expires_at").notNull(),
  usedAt: text("used_at"),
  /** The account it made, once used. */
  userId: text("user_id").references(() => adminUsers.id),
});

export const sessions = sqliteTable("sessions", {
  tokenHash: text("token_hash").primaryKey(),
  /** A non-secret handle the browser keeps as auth_token: it grants nothing. */
  handle: text("handle").notNull().unique(),
  userId: text("user_id")
    .notNull()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  remember: integer("remember", { mode: "boolean" }).notNull(),
  createdAt: text("created_at").notNull(),
  lastUsedAt: text("last_used_at").notNull(),
  expiresAt: text("expires_at").notNull(),
  /** Ends the session whatever its use (created_at + 30 days). */
  absoluteExpiresAt: text("absolute_expires_at").notNull().default(""),
  /** For the Sessions list: the browser's user agent as sent, and its address shortened. */
  userAgent: text("user_agent").notNull().default(""),
  ip: text("ip").notNull().default(""),
});

/**
 * Browsers the owner has signed in from (OWASP's device cookies). The cookie
 * carries a signed random id; only its SHA-256 is kept here.
 */
export const trustedDevices = sqliteTable("trusted_devices", {
  idHash: text("id_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  createdAt: text("created_at").notNull(),
  lastUsedAt: text("last_used_at").notNull(),
});

/** Secrets the server makes for itself on first start (the device-cookie signing key). */
export const serverSecrets = sqliteTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

/** Failed sign-ins, by "user:<name>" and "ip:<address>", for the lockout. */
export const loginFailures = sqliteTable(
  "login_failures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (table) => [index("login_failures_key_at").on(table.key, table.at)],
);

// ---------------------------------------------------------------------------
// The book: who has which bike when (docs/decisions/023-the-book.md). Times
// are the shop's clock written "YYYY-MM-DD HH:MM", so they compare as text and
// a day turns over at the shop's midnight. A stay is the half-open interval
// [starts_at, ends_at): a return at 10:00 and a pickup at 10:00 do not meet.

/**
 * The shop's vehicles: each physical bike (or taxi car) of a model on the page,
 * with its registration number, its papers' expiry dates and its odometer.
 * "Bikes of this model" is the count of its vehicles. A vehicle is never
 * deleted, only retired, so the bookings that had it keep pointing at it.
 */
export const vehicles = sqliteTable(
  "vehicles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** "bike" or "taxi": which list its model is on. */
    kind: text("kind").$type<"bike" | "taxi">().notNull(),
    /** The model: a bike's (or taxi service's) id. */
    itemId: text("item_id").notNull(),
    /** "KA-47-H-1021"; empty until the owner writes it. */
    registration: text("registration").notNull().default(""),
    /** What tells it apart at a glance: a colour, a sticker. */
    note: text("note").notNull().default(""),
    /** Kilometres, as last read. */
    odometer: integer("odometer").notNull().default(0),
    /** Taken out by the owner (sold for parts, waiting for an engine): no booking can have it. */
    inService: integer("in_service", { mode: "boolean" }).notNull().default(true),
    /** The last day each paper is valid ("2027-03-31"), or null when not noted. */
    insuranceUntil: text("insurance_until"),
    pucUntil: text("puc_until"),
    registrationUntil: text("registration_until"),
    permitUntil: text("permit_until"),
    createdAt: text("created_at").notNull(),
    /** Gone from the shop: kept for the bookings that had it. */
    retiredAt: text("retired_at"),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    index("vehicles_item").on(table.kind, table.itemId),
    uniqueIndex("vehicles_registration")
      .on(table.registration)
      .where(sql`registration <> ''`),
  ],
);

/** A vehicle's service log: what was done, when, at how many kilometres, for how much. */
export const vehicleServices = sqliteTable(
  "vehicle_services",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id),
    doneOn: text("done_on").notNull(),
    odometer: integer("odometer"),
    work: text("work").notNull(),
    /** Rupees, when noted. */
    cost: integer("cost"),
    createdAt: text("created_at").notNull(),
    createdBy: text("created_by").notNull(),
  },
  (table) => [index("vehicle_services_vehicle").on(table.vehicleId, table.doneOn)],
);

/**
 * Requests from the public forms (pending), and bookings the owner confirmed
 * or added, kept after they end (returned, cancelled, …) with their figures.
 * Nothing personal comes from the public side but a name the visitor typed;
 * names, phones and typed places are erased a set number of days after the return.
 */
export const bookings = sqliteTable(
  "bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** "SR-7K4Q": what the chat carries and the owner searches by. */
    reference: text("reference").notNull(),
    /** The secret half of the tourist's page address (/b/SR-7K4Q-<token>). */
    token: text("token").notNull(),
    /** "bike" or "taxi". */
    kind: text("kind").$type<"bike" | "taxi">().notNull(),
    itemId: text("item_id").notNull(),
    /** The vehicle it holds: taken at confirmation (or at the latest at pickup). */
    vehicleId: integer("vehicle_id").references(() => vehicles.id),
    status: text("status").$type<BookingState>().notNull(),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    /** The pickup point of a bike. */
    pointId: text("point_id").notNull().default(""),
    /** Where a taxi picks the rider up (a hotel, the station), as typed. */
    pickupPlace: text("pickup_place").notNull().default(""),
    /** Where a taxi goes, and for how many. */
    destination: text("destination").notNull().default(""),
    people: integer("people"),
    /** The estimated total in rupees, from the price function (a taxi's fare: null when unknown). */
    total: integer("total"),
    /** The price as agreed: frozen with its breakdown at confirmation, never worked out again from today's prices. */
    quote: text("quote", { mode: "json" }).$type<FrozenQuote>(),
    language: text("language").notNull().default("en"),
    /** "public" (a form on the site) or "owner" (added in the back office). */
    source: text("source").$type<"public" | "owner">().notNull(),
    customerName: text("customer_name").notNull().default(""),
    customerPhone: text("customer_phone").notNull().default(""),
    pickedUpAt: text("picked_up_at"),
    returnedAt: text("returned_at"),
    /** The late fee the terms gave when it came back (the ledger holds what was charged). */
    lateFee: integer("late_fee"),
    createdAt: text("created_at").notNull(),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    uniqueIndex("bookings_reference").on(table.reference),
    // The overlap query reads only what holds a vehicle and has not ended before
    // the range: its cost follows the bookings around the dates, not history.
    index("bookings_holding")
      .on(table.itemId, table.endsAt, table.startsAt)
      .where(sql.raw(sqlStates(HOLDING_STATES))),
    // The requests waiting, newest first (the inbox, their expiry).
    index("bookings_requested")
      .on(table.createdAt)
      .where(sql`status = 'requested'`),
    index("bookings_starts").on(table.startsAt),
    // Reports read the bookings of a period by their end (app/money/reports.server.ts).
    index("bookings_ends").on(table.endsAt),
    index("bookings_vehicle").on(table.vehicleId, table.startsAt),
    // Past bookings newest first, of every bike or of one: read a page at a time from these, never sorted whole.
    index("bookings_past")
      .on(table.startsAt)
      .where(sql.raw(sqlStates(ENDED_STATES))),
    index("bookings_past_item")
      .on(table.itemId, table.startsAt)
      .where(sql.raw(sqlStates(ENDED_STATES))),
  ],
);

/** The price a booking was agreed at: the price function's quote and the deposit, as they were then. */
export interface FrozenQuote {
  /** When it was frozen (ISO). */
  at: string;
  total: number;
  deposit: number;
  /** The price function's lines ("₹1,500 × 2"), as it gave them. */
  lines: Quote["lines"];
  days: number;
  /** A rental by the hour: how many. */
  hours?: number;
  pickup: string;
}

/** A vehicle out of service for some days (a repair, the owner's own use): it holds the vehicle like a booking. */
export const bookingBlocks = sqliteTable(
  "booking_blocks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bikeId: text("bike_id").notNull(),
    vehicleId: integer("vehicle_id").references(() => vehicles.id),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    note: text("note").notNull().default(""),
    createdAt: text("created_at").notNull(),
    /** Set when the owner takes the block away: it no longer holds a vehicle. */
    removedAt: text("removed_at"),
  },
  (table) => [
    index("booking_blocks_holding")
      .on(table.bikeId, table.endsAt, table.startsAt)
      .where(sql`removed_at is null`),
  ],
);

/**
 * The secret of the owner's calendar feed address (one row): renewing it ends
 * the old one. Kept as it is, so the owner can copy the address again: a copy
 * of the database holds the bookings themselves anyway.
 */
export const calendarFeeds = sqliteTable("calendar_feeds", {
  id: integer("id").primaryKey(),
  token: text("token").notNull(),
  createdAt: text("created_at").notNull(),
});

// ---------------------------------------------------------------------------
// Handover and money (docs/decisions/034-handover-and-a-ledger-per-booking.md).

/**
 * What was handed over at pickup ("out") and found at the return ("in"): the
 * odometer, the fuel, the helmets, the damage seen, and at pickup what was
 * kept as security (a document's type and last four characters, never more)
 * and the requirements the owner checked.
 */
export const handovers = sqliteTable(
  "handovers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    stage: text("stage").$type<"out" | "in">().notNull(),
    /** The shop's clock, "YYYY-MM-DD HH:MM". */
    at: text("at").notNull(),
    odometer: integer("odometer").notNull(),
    /** Quarters of a tank: 0 empty … 4 full. */
    fuel: integer("fuel").notNull(),
    helmets: integer("helmets").notNull().default(0),
    /** Out: the damage it already had; in: the new damage found. */
    damage: text("damage").notNull().default(""),
    /** "licence", "passport", "other" or "" (nothing kept). */
    documentType: text("document_type").notNull().default(""),
    /** The document's last four characters: erased with the customer's details. */
    documentLast4: text("document_last4").notNull().default(""),
    /** Out: the original is kept at the shop; in: it was given back. */
    original: integer("original", { mode: "boolean" }).notNull().default(false),
    /** The requirements of the terms the owner checked, by key. */
    checklist: text("checklist", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    actor: text("actor").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("handovers_booking_stage").on(table.bookingId, table.stage),
    // The originals kept at pickup: the Money screen lists those not given back.
    index("handovers_originals")
      .on(table.bookingId)
      .where(sql`stage = 'out' and original = 1`),
  ],
);

/**
 * Photos of a vehicle taken at pickup or return: re-encoded without any
 * metadata like the library's, but kept apart (DATA_DIR/handover), served
 * only to a signed-in user and deleted with the customer's details.
 */
export const handoverPhotos = sqliteTable(
  "handover_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    stage: text("stage").$type<"out" | "in">().notNull(),
    /** The base of its files' names: "<file_base>-<width>.jpg". */
    fileBase: text("file_base").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Every width it is stored at. */
    widths: text("widths", { mode: "json" })
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'`),
    bytes: integer("bytes").notNull(),
    /** What it shows: "Left side", "A scratch". */
    caption: text("caption").notNull().default(""),
    createdAt: text("created_at").notNull(),
    createdBy: text("created_by").notNull(),
  },
  (table) => [
    index("handover_photos_booking").on(table.bookingId, table.stage),
    uniqueIndex("handover_photos_file").on(table.fileBase),
  ],
);

/** A text of the terms as a tourist read it, in a language: what an agreement points to, kept as it was. */
export const agreementTexts = sqliteTable("agreement_texts", {
  /** The first 16 hex digits of the SHA-256 of `text`. */
  version: text("version").primaryKey(),
  language: text("language").notNull(),
  /** The requirements, fines and policies as shown (JSON). */
  text: text("text").notNull(),
  createdAt: text("created_at").notNull(),
});

/** A tourist's agreement to the terms, on their booking's page: once per booking. */
export const agreements = sqliteTable(
  "agreements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    textVersion: text("text_version")
      .notNull()
      .references(() => agreementTexts.version),
    language: text("language").notNull(),
    /** The name and driving licence number typed: erased with the customer's details. */
    name: text("name").notNull(),
    licence: text("licence").notNull(),
    agreedAt: text("agreed_at").notNull(),
  },
  (table) => [uniqueIndex("agreements_booking").on(table.bookingId)],
);

/**
 * A booking's money, one entry per row, never changed or deleted: a mistake
 * is reversed by an entry that names it. Amounts are whole rupees, positive;
 * the kind says which way each counts (app/money/ledger.ts).
 */
export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    kind: text("kind").$type<EntryKind>().notNull(),
    amount: integer("amount").notNull(),
    /** How money changed hands ("" for a charge, or when not noted). */
    method: text("method").$type<PayMethod | "">().notNull().default(""),
    reason: text("reason").notNull().default(""),
    /** A reversal: the entry it cancels (each entry is reversed at most once). */
    reverses: integer("reverses").references((): AnySQLiteColumn => ledgerEntries.id),
    /** A deposit kept: the charge it pays (a late fee, a damage). */
    forEntry: integer("for_entry").references((): AnySQLiteColumn => ledgerEntries.id),
    at: text("at").notNull(),
    /** The shop's day it was written, "YYYY-MM-DD": takings by day. */
    day: text("day").notNull(),
    /** Who wrote it: the username, as the audit log records it. */
    actor: text("actor").notNull(),
  },
  (table) => [
    index("ledger_entries_booking").on(table.bookingId, table.id),
    index("ledger_entries_day").on(table.day, table.kind),
    uniqueIndex("ledger_entries_reverses").on(table.reverses),
  ],
);

/**
 * The bookings whose ledger is not settled (something owed either way, or a
 * deposit held): rewritten from the sum of the entries by every ledger write,
 * so the Money screen reads a handful of bookings, not the whole book. It
 * holds no amount: every balance is still a sum of entries.
 */
export const openBalances = sqliteTable("open_balances", {
  bookingId: integer("booking_id")
    .primaryKey()
    .references(() => bookings.id),
  /** When it last became unsettled (ISO). */
  since: text("since").notNull(),
});

/**
 * Receipts: a number per financial year (April to March) with no gap and no
 * duplicate, given to a booking when its first payment is written, in the same
 * transaction. The receipt shows the booking's ledger.
 */
export const receipts = sqliteTable(
  "receipts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    /** "2026-27". */
    financialYear: text("financial_year").notNull(),
    number: integer("number").notNull(),
    issuedAt: text("issued_at").notNull(),
  },
  (table) => [
    uniqueIndex("receipts_booking").on(table.bookingId),
    uniqueIndex("receipts_number").on(table.financialYear, table.number),
  ],
);
