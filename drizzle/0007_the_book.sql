CREATE TABLE `booking_blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`bike_id` text NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	`removed_at` text
);
--> statement-breakpoint
CREATE INDEX `booking_blocks_holding` ON `booking_blocks` (`bike_id`,`ends_at`,`starts_at`) WHERE removed_at is null;--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`token` text NOT NULL,
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`status` text NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`point_id` text DEFAULT '' NOT NULL,
	`destination` text DEFAULT '' NOT NULL,
	`people` integer,
	`total` integer,
	`language` text DEFAULT 'en' NOT NULL,
	`source` text NOT NULL,
	`customer_name` text DEFAULT '' NOT NULL,
	`customer_phone` text DEFAULT '' NOT NULL,
	`picked_up_at` text,
	`returned_at` text,
	`late_fee` integer,
	`damages` integer,
	`damages_note` text DEFAULT '' NOT NULL,
	`deposit` text DEFAULT 'none' NOT NULL,
	`created_at` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_reference` ON `bookings` (`reference`);--> statement-breakpoint
CREATE INDEX `bookings_holding` ON `bookings` (`item_id`,`ends_at`,`starts_at`) WHERE status in ('confirmed', 'picked-up');--> statement-breakpoint
CREATE INDEX `bookings_status_created` ON `bookings` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_starts` ON `bookings` (`starts_at`);--> statement-breakpoint
CREATE TABLE `calendar_feeds` (
	`id` integer PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`created_at` text NOT NULL
);
