CREATE TABLE `vehicle_services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vehicle_id` integer NOT NULL,
	`done_on` text NOT NULL,
	`odometer` integer,
	`work` text NOT NULL,
	`cost` integer,
	`created_at` text NOT NULL,
	`created_by` text NOT NULL,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `vehicle_services_vehicle` ON `vehicle_services` (`vehicle_id`,`done_on`);--> statement-breakpoint
CREATE TABLE `vehicles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`registration` text DEFAULT '' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`odometer` integer DEFAULT 0 NOT NULL,
	`in_service` integer DEFAULT true NOT NULL,
	`insurance_until` text,
	`puc_until` text,
	`registration_until` text,
	`permit_until` text,
	`created_at` text NOT NULL,
	`retired_at` text,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `vehicles_item` ON `vehicles` (`kind`,`item_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `vehicles_registration` ON `vehicles` (`registration`) WHERE registration <> '';--> statement-breakpoint
-- Each bike's count of units becomes that many vehicles, numbered in its note until the owner writes their registrations.
WITH RECURSIVE `n`(`i`) AS (SELECT 1 UNION ALL SELECT `i` + 1 FROM `n` WHERE `i` < 50)
INSERT INTO `vehicles` (`kind`, `item_id`, `note`, `created_at`)
SELECT 'bike', `bikes`.`id`, 'No. ' || `n`.`i`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM `bikes` JOIN `n` ON `n`.`i` <= `bikes`.`units`
ORDER BY `bikes`.`position`, `n`.`i`;--> statement-breakpoint
-- A bike handed over is "out", in plain words.
UPDATE `bookings` SET `status` = 'out' WHERE `status` = 'picked-up';--> statement-breakpoint
DROP INDEX `bookings_holding`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `vehicle_id` integer REFERENCES vehicles(id);--> statement-breakpoint
ALTER TABLE `bookings` ADD `quote` text;--> statement-breakpoint
CREATE INDEX `bookings_vehicle` ON `bookings` (`vehicle_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_holding` ON `bookings` (`item_id`,`ends_at`,`starts_at`) WHERE status in ('confirmed', 'out');--> statement-breakpoint
ALTER TABLE `bikes` ADD `service_every_km` integer;--> statement-breakpoint
ALTER TABLE `bikes` ADD `service_every_days` integer;--> statement-breakpoint
ALTER TABLE `bikes` DROP COLUMN `units`;--> statement-breakpoint
ALTER TABLE `booking_blocks` ADD `vehicle_id` integer REFERENCES vehicles(id);