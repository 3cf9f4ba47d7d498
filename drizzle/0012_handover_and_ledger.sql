CREATE TABLE `agreement_texts` (
	`version` text PRIMARY KEY NOT NULL,
	`language` text NOT NULL,
	`text` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `agreements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`text_version` text NOT NULL,
	`language` text NOT NULL,
	`name` text NOT NULL,
	`licence` text NOT NULL,
	`agreed_at` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`text_version`) REFERENCES `agreement_texts`(`version`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agreements_booking` ON `agreements` (`booking_id`);--> statement-breakpoint
CREATE TABLE `handover_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`stage` text NOT NULL,
	`file_base` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`widths` text DEFAULT '[]' NOT NULL,
	`bytes` integer NOT NULL,
	`caption` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	`created_by` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `handover_photos_booking` ON `handover_photos` (`booking_id`,`stage`);--> statement-breakpoint
CREATE UNIQUE INDEX `handover_photos_file` ON `handover_photos` (`file_base`);--> statement-breakpoint
CREATE TABLE `handovers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`stage` text NOT NULL,
	`at` text NOT NULL,
	`odometer` integer NOT NULL,
	`fuel` integer NOT NULL,
	`helmets` integer DEFAULT 0 NOT NULL,
	`damage` text DEFAULT '' NOT NULL,
	`document_type` text DEFAULT '' NOT NULL,
	`document_last4` text DEFAULT '' NOT NULL,
	`original` integer DEFAULT false NOT NULL,
	`checklist` text DEFAULT '[]' NOT NULL,
	`actor` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `handovers_booking_stage` ON `handovers` (`booking_id`,`stage`);--> statement-breakpoint
CREATE INDEX `handovers_originals` ON `handovers` (`booking_id`) WHERE stage = 'out' and original = 1;--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`method` text DEFAULT '' NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`reverses` integer,
	`for_entry` integer,
	`at` text NOT NULL,
	`day` text NOT NULL,
	`actor` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reverses`) REFERENCES `ledger_entries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`for_entry`) REFERENCES `ledger_entries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ledger_entries_booking` ON `ledger_entries` (`booking_id`,`id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_day` ON `ledger_entries` (`day`,`kind`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_reverses` ON `ledger_entries` (`reverses`);--> statement-breakpoint
CREATE TABLE `open_balances` (
	`booking_id` integer PRIMARY KEY NOT NULL,
	`since` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `receipts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`financial_year` text NOT NULL,
	`number` integer NOT NULL,
	`issued_at` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_booking` ON `receipts` (`booking_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_number` ON `receipts` (`financial_year`,`number`);--> statement-breakpoint
CREATE INDEX `bookings_ends` ON `bookings` (`ends_at`);--> statement-breakpoint
-- The deposit marked by hand, the price agreed and the late fee and damages kept on each booking become its ledger.
-- A booking confirmed or out owes its agreed price; one that came back before the ledger is taken as paid in full
-- (the shop had nowhere to write a payment), so the old book shows no debts that were never noted.
INSERT INTO `ledger_entries` (`booking_id`, `kind`, `amount`, `reason`, `at`, `day`, `actor`)
SELECT `id`, 'rent-due', json_extract(`quote`, '$.total'), 'The price agreed, from before the ledger', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), substr(`starts_at`, 1, 10), 'system'
FROM `bookings` WHERE `quote` IS NOT NULL AND `status` IN ('confirmed', 'out', 'returned') AND json_extract(`quote`, '$.total') > 0;--> statement-breakpoint
INSERT INTO `ledger_entries` (`booking_id`, `kind`, `amount`, `reason`, `at`, `day`, `actor`)
SELECT `id`, 'late-fee', `late_fee`, 'From before the ledger', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), substr(coalesce(`returned_at`, `ends_at`), 1, 10), 'system'
FROM `bookings` WHERE `status` = 'returned' AND `late_fee` > 0;--> statement-breakpoint
INSERT INTO `ledger_entries` (`booking_id`, `kind`, `amount`, `reason`, `at`, `day`, `actor`)
SELECT `id`, 'damage', `damages`, CASE WHEN `damages_note` <> '' THEN `damages_note` ELSE 'From before the ledger' END, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), substr(coalesce(`returned_at`, `ends_at`), 1, 10), 'system'
FROM `bookings` WHERE `status` = 'returned' AND `damages` > 0;--> statement-breakpoint
INSERT INTO `ledger_entries` (`booking_id`, `kind`, `amount`, `reason`, `at`, `day`, `actor`)
SELECT `id`, 'rent-paid', coalesce(CASE WHEN `quote` IS NOT NULL THEN json_extract(`quote`, '$.total') END, 0) + coalesce(`late_fee`, 0) + coalesce(`damages`, 0), 'Taken as paid: from before the ledger', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), substr(coalesce(`returned_at`, `ends_at`), 1, 10), 'system'
FROM `bookings` WHERE `status` = 'returned' AND coalesce(CASE WHEN `quote` IS NOT NULL THEN json_extract(`quote`, '$.total') END, 0) + coalesce(`late_fee`, 0) + coalesce(`damages`, 0) > 0;--> statement-breakpoint
INSERT INTO `ledger_entries` (`booking_id`, `kind`, `amount`, `reason`, `at`, `day`, `actor`)
SELECT `id`, 'deposit-taken', json_extract(`quote`, '$.deposit'), 'Marked received before the ledger', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), substr(coalesce(`picked_up_at`, `starts_at`), 1, 10), 'system'
FROM `bookings` WHERE `deposit` IN ('received', 'returned') AND `quote` IS NOT NULL AND json_extract(`quote`, '$.deposit') > 0;--> statement-breakpoint
INSERT INTO `ledger_entries` (`booking_id`, `kind`, `amount`, `reason`, `at`, `day`, `actor`)
SELECT `id`, 'deposit-returned', json_extract(`quote`, '$.deposit'), 'Marked given back before the ledger', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), substr(coalesce(`returned_at`, `ends_at`), 1, 10), 'system'
FROM `bookings` WHERE `deposit` = 'returned' AND `quote` IS NOT NULL AND json_extract(`quote`, '$.deposit') > 0;--> statement-breakpoint
-- What is still owed either way, or a deposit still held, is open on the Money screen.
INSERT INTO `open_balances` (`booking_id`, `since`)
SELECT `booking_id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM `ledger_entries` GROUP BY `booking_id`
HAVING sum(CASE `kind` WHEN 'rent-due' THEN `amount` WHEN 'late-fee' THEN `amount` WHEN 'damage' THEN `amount` WHEN 'rent-paid' THEN -`amount` ELSE 0 END) <> 0
OR sum(CASE `kind` WHEN 'deposit-taken' THEN `amount` WHEN 'deposit-returned' THEN -`amount` ELSE 0 END) <> 0;--> statement-breakpoint
ALTER TABLE `bookings` DROP COLUMN `damages`;--> statement-breakpoint
ALTER TABLE `bookings` DROP COLUMN `damages_note`;--> statement-breakpoint
ALTER TABLE `bookings` DROP COLUMN `deposit`;