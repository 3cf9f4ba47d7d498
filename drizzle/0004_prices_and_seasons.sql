CREATE TABLE `seasons` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`deleted_at` text,
	`name` text NOT NULL,
	`from` text NOT NULL,
	`to` text NOT NULL,
	`yearly` integer NOT NULL,
	`percent` integer,
	`prices` text DEFAULT '[]' NOT NULL
);
--> statement-breakpoint
ALTER TABLE `bikes` ADD `week_price` integer;--> statement-breakpoint
ALTER TABLE `bikes` ADD `month_price` integer;--> statement-breakpoint
ALTER TABLE `bikes` ADD `deposit` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bikes` ADD `deposit_instead` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `bikes` ADD `min_days` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `bikes` ADD `max_days` integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE `bikes` ADD `units` integer DEFAULT 1 NOT NULL;