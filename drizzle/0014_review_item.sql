ALTER TABLE `testimonials` ADD `item` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `bikes` DROP COLUMN `rating`;--> statement-breakpoint
ALTER TABLE `taxi_services` DROP COLUMN `rating`;