CREATE TABLE `about_sections` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`deleted_at` text,
	`heading` text NOT NULL,
	`text` text NOT NULL,
	`photo` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `faq` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`deleted_at` text,
	`question` text NOT NULL,
	`answer` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `review_links` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`review_id` text,
	`booking_ref` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_links_token_hash_unique` ON `review_links` (`token_hash`);--> statement-breakpoint
ALTER TABLE `testimonials` ADD `reply` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `testimonials` ADD `origin` text DEFAULT 'owner' NOT NULL;