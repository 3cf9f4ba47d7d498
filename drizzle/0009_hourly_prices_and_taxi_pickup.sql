ALTER TABLE `bikes` ADD `hourly_price` integer;--> statement-breakpoint
ALTER TABLE `bikes` ADD `min_hours` integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `pickup_place` text DEFAULT '' NOT NULL;