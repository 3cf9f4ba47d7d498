CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`action` text NOT NULL,
	`before` text,
	`after` text,
	`at` text NOT NULL,
	`actor` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `bikes` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`name` text NOT NULL,
	`image` text NOT NULL,
	`badge` text NOT NULL,
	`rating` real NOT NULL,
	`description` text NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`price` integer NOT NULL,
	`status` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `content_meta` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`changed_at` text
);
--> statement-breakpoint
CREATE TABLE `fines` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`offence` text NOT NULL,
	`amount` integer NOT NULL,
	`basis` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `landmarks` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`name` text NOT NULL,
	`distance` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pickup_points` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`image` text NOT NULL,
	`badge` text,
	`features` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `policies` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`text` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `requirements` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`text` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`brand` text NOT NULL,
	`tagline` text NOT NULL,
	`town` text NOT NULL,
	`hero_title` text NOT NULL,
	`hero_subtitle` text NOT NULL,
	`phone` text NOT NULL,
	`chat_number` text NOT NULL,
	`chat_host` text NOT NULL,
	`email` text NOT NULL,
	`address` text NOT NULL,
	`map_embed_url` text NOT NULL,
	`maps_place_url` text NOT NULL,
	`social_links` text NOT NULL,
	`promo_enabled` integer NOT NULL,
	`promo_number` text NOT NULL,
	`promo_message` text NOT NULL,
	`analytics_script_url` text NOT NULL,
	`copyright_holder` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `taxi_services` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`name` text NOT NULL,
	`image` text NOT NULL,
	`badge` text NOT NULL,
	`rating` real NOT NULL,
	`description` text NOT NULL,
	`price` integer NOT NULL,
	`unit` text NOT NULL,
	`destinations` text DEFAULT '[]' NOT NULL,
	`features` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`author` text NOT NULL,
	`date` text NOT NULL,
	`rating` integer NOT NULL,
	`avatar` text NOT NULL,
	`text` text NOT NULL
);
