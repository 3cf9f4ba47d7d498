CREATE TABLE `booking_counts` (
	`day` text NOT NULL,
	`source` text NOT NULL,
	`item_id` text DEFAULT '' NOT NULL,
	`channel` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `source`, `item_id`, `channel`)
);
--> statement-breakpoint
CREATE TABLE `server_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `settings_sections` (
	`section` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `trusted_devices` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	`last_used_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Each settings section gets the old row's values (on a database that has them).
INSERT INTO `settings_sections` (`section`, `data`, `version`)
SELECT 'identity', json_object('brand', `brand`, 'tagline', `tagline`, 'town', `town`, 'heroTitle', `hero_title`, 'heroSubtitle', `hero_subtitle`, 'heroImage', '/art/hero.svg'), `version` FROM `settings` WHERE `id` = 1
UNION ALL SELECT 'contact', json_object('phone', `phone`, 'chatNumber', `chat_number`, 'chatHost', `chat_host`, 'email', `email`, 'address', `address`, 'openingHours', json('[{"days":["Mo","Tu","We","Th","Fr","Sa","Su"],"opens":"07:00","closes":"21:00"}]'), 'timeZone', 'Asia/Kolkata'), `version` FROM `settings` WHERE `id` = 1
UNION ALL SELECT 'map', json_object('mapEmbedUrl', `map_embed_url`, 'mapsPlaceUrl', `maps_place_url`, 'latitude', NULL, 'longitude', NULL), `version` FROM `settings` WHERE `id` = 1
UNION ALL SELECT 'social', json_object('socialLinks', json(`social_links`)), `version` FROM `settings` WHERE `id` = 1
UNION ALL SELECT 'promo', json_object('promoEnabled', json(CASE WHEN `promo_enabled` THEN 'true' ELSE 'false' END), 'promoNumber', `promo_number`, 'promoMessage', `promo_message`), `version` FROM `settings` WHERE `id` = 1
UNION ALL SELECT 'analytics', json_object('analyticsScriptUrl', `analytics_script_url`), `version` FROM `settings` WHERE `id` = 1
UNION ALL SELECT 'footer', json_object('copyrightHolder', `copyright_holder`), `version` FROM `settings` WHERE `id` = 1
UNION ALL SELECT 'seo', json_object('siteUrl', '', 'metaDescription', substr(`hero_subtitle`, 1, 160)), `version` FROM `settings` WHERE `id` = 1;
--> statement-breakpoint
DROP TABLE `settings`;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `version` integer;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `batch` text;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `detail` text;--> statement-breakpoint
CREATE INDEX `audit_log_entity` ON `audit_log` (`entity`,`entity_id`,`id`);--> statement-breakpoint
ALTER TABLE `bikes` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `fines` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `landmarks` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `pickup_points` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `policies` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `requirements` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `absolute_expires_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `user_agent` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `ip` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Sessions from before the absolute lifetime end 30 days after they began.
UPDATE `sessions` SET `absolute_expires_at` = strftime('%Y-%m-%dT%H:%M:%fZ', `created_at`, '+30 days');--> statement-breakpoint
ALTER TABLE `taxi_services` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `testimonials` ADD `deleted_at` text;