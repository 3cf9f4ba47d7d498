/**
 * The database schema, in one place. drizzle-kit generates the migrations in
 * ./drizzle from this file (npm run db:generate); the server applies them at start.
 */
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { BikeStatus, FineBasis, SocialLink } from "~/content/types";

const stringList = (name: string) =>
  text(name, { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`);

/** Columns every editable list shares: explicit order, hiding, and a version for concurrent edits. */
const listColumns = () => ({
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
  hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
  version: integer("version").notNull().default(1),
});

export const settings = sqliteTable("settings", {
  id: integer("id").primaryKey(),
  brand: text("brand").notNull(),
  tagline: text("tagline").notNull(),
  town: text("town").notNull(),
  heroTitle: text("hero_title").notNull(),
  heroSubtitle: text("hero_subtitle").notNull(),
  phone: text("phone").notNull(),
  chatNumber: text("chat_number").notNull(),
  chatHost: text("chat_host").notNull(),
  email: text("email").notNull(),
  address: text("address").notNull(),
  mapEmbedUrl: text("map_embed_url").notNull(),
  mapsPlaceUrl: text("maps_place_url").notNull(),
  socialLinks: text("social_links", { mode: "json" }).$type<SocialLink[]>().notNull(),
  promoEnabled: integer("promo_enabled", { mode: "boolean" }).notNull(),
  promoNumber: text("promo_number").notNull(),
  promoMessage: text("promo_message").notNull(),
  analyticsScriptUrl: text("analytics_script_url").notNull(),
  copyrightHolder: text("copyright_holder").notNull(),
  version: integer("version").notNull().default(1),
});

/** What every bike and taxi card shows at the top. */
const cardColumns = () => ({
  name: text("name").notNull(),
  image: text("image").notNull(),
  badge: text("badge").notNull(),
  rating: real("rating").notNull(),
  description: text("description").notNull(),
});

export const bikes = sqliteTable("bikes", {
  ...listColumns(),
  ...cardColumns(),
  features: stringList("features"),
  price: integer("price").notNull(),
  status: text("status").$type<BikeStatus>().notNull(),
});

export const taxiServices = sqliteTable("taxi_services", {
  ...listColumns(),
  ...cardColumns(),
  price: integer("price").notNull(),
  unit: text("unit").notNull(),
  destinations: stringList("destinations"),
  features: stringList("features"),
});

export const pickupPoints = sqliteTable("pickup_points", {
  ...listColumns(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  image: text("image").notNull(),
  badge: text("badge"),
  features: stringList("features"),
});

export const testimonials = sqliteTable("testimonials", {
  ...listColumns(),
  author: text("author").notNull(),
  date: text("date").notNull(),
  rating: integer("rating").notNull(),
  avatar: text("avatar").notNull(),
  text: text("text").notNull(),
});

export const requirements = sqliteTable("requirements", {
  ...listColumns(),
  text: text("text").notNull(),
});

export const fines = sqliteTable("fines", {
  ...listColumns(),
  offence: text("offence").notNull(),
  amount: integer("amount").notNull(),
  basis: text("basis").$type<FineBasis>().notNull(),
});

export const policies = sqliteTable("policies", {
  ...listColumns(),
  text: text("text").notNull(),
});

export const landmarks = sqliteTable("landmarks", {
  ...listColumns(),
  name: text("name").notNull(),
  distance: text("distance").notNull(),
});

/** One row: bumped by every content write, so any process can tell the page is stale. */
export const contentMeta = sqliteTable("content_meta", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
  changedAt: text("changed_at"),
});

export const auditLog = sqliteTable("audit_log", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  entity: text("entity").notNull(),
  entityId: text("entity_id").notNull(),
  action: text("action").notNull(),
  before: text("before", { mode: "json" }),
  after: text("after", { mode: "json" }),
  at: text("at").notNull(),
  actor: text("actor").notNull(),
});

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
