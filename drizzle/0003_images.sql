CREATE TABLE `images` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`src` text,
	`file_base` text,
	`widths` text DEFAULT '[]' NOT NULL,
	`placeholder` text,
	`bytes` integer NOT NULL,
	`original_name` text,
	`original_bytes` integer,
	`source_hash` text,
	`created_at` text NOT NULL,
	`created_by` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`deleted_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `images_source_hash` ON `images` (`source_hash`);--> statement-breakpoint
-- A database with content gets the sample drawings as library entries (a new one gets them from the seed).
WITH `drawing`(`id`, `src`, `alt`, `width`, `height`, `bytes`) AS (VALUES
  ('art-hero', '/art/hero.svg', 'A rider on a scooter on the coast road at sunset, with the sea, palm trees and a temple tower on the hill above Gokarna', 1200, 800, 5595),
  ('art-bikes-honda-dio', '/art/bikes/honda-dio.svg', 'Illustration of the Honda Dio', 480, 320, 2276),
  ('art-bikes-honda-activa', '/art/bikes/honda-activa.svg', 'Illustration of the Honda Activa', 480, 320, 2284),
  ('art-bikes-suzuki-access-125', '/art/bikes/suzuki-access-125.svg', 'Illustration of the Suzuki Access 125', 480, 320, 2603),
  ('art-bikes-royal-enfield-classic', '/art/bikes/royal-enfield-classic.svg', 'Illustration of the Royal Enfield Classic', 480, 320, 3639),
  ('art-bikes-yamaha-fzs', '/art/bikes/yamaha-fzs.svg', 'Illustration of the Yamaha FZS', 480, 320, 2963),
  ('art-bikes-hero-xtream-125r', '/art/bikes/hero-xtream-125r.svg', 'Illustration of the Hero Xtream 125R', 480, 320, 2999),
  ('art-taxis-local-sightseeing', '/art/taxis/local-sightseeing.svg', 'Illustration for Local Sightseeing', 480, 320, 2735),
  ('art-taxis-airport-transfer', '/art/taxis/airport-transfer.svg', 'Illustration for Airport Transfer', 480, 320, 3126),
  ('art-taxis-outstation-trips', '/art/taxis/outstation-trips.svg', 'Illustration for Outstation Trips', 480, 320, 2789),
  ('art-pickup-temple-road', '/art/pickup/temple-road.svg', 'Illustration of the Temple Road pickup point', 480, 320, 3310),
  ('art-pickup-railway-station', '/art/pickup/railway-station.svg', 'Illustration of the Railway Station pickup point', 480, 320, 3230),
  ('art-pickup-beach-road', '/art/pickup/beach-road.svg', 'Illustration of the Beach Road pickup point', 480, 320, 2932),
  ('art-avatars-anika-m', '/art/avatars/anika-m.svg', 'Avatar of Anika M.', 96, 96, 325),
  ('art-avatars-tom-r', '/art/avatars/tom-r.svg', 'Avatar of Tom R.', 96, 96, 325),
  ('art-avatars-priya-s', '/art/avatars/priya-s.svg', 'Avatar of Priya S.', 96, 96, 325)
)
INSERT INTO `images` (`id`, `kind`, `alt`, `width`, `height`, `src`, `bytes`, `created_at`, `created_by`)
SELECT `id`, 'drawing', `alt`, `width`, `height`, `src`, `bytes`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'system' FROM `drawing`
WHERE EXISTS (SELECT 1 FROM `content_meta`);
--> statement-breakpoint
-- Any other path the content names becomes an entry too (without alt text), so no reference dangles.
WITH `ref`(`path`) AS (
  SELECT `image` FROM `bikes` UNION SELECT `image` FROM `taxi_services` UNION SELECT `image` FROM `pickup_points`
  UNION SELECT `avatar` FROM `testimonials`
  UNION SELECT json_extract(`data`, '$.heroImage') FROM `settings_sections` WHERE `section` = 'identity'
)
INSERT OR IGNORE INTO `images` (`id`, `kind`, `alt`, `width`, `height`, `src`, `bytes`, `created_at`, `created_by`)
SELECT replace(replace(lower(substr(`path`, 2, instr(`path`, '.') - 2)), '/', '-'), '_', '-'), 'drawing', '', 480, 320, `path`, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'system' FROM `ref` WHERE `path` LIKE '/%';
--> statement-breakpoint
UPDATE `bikes` SET `image` = replace(replace(lower(substr(`image`, 2, instr(`image`, '.') - 2)), '/', '-'), '_', '-') WHERE `image` LIKE '/%';
--> statement-breakpoint
UPDATE `taxi_services` SET `image` = replace(replace(lower(substr(`image`, 2, instr(`image`, '.') - 2)), '/', '-'), '_', '-') WHERE `image` LIKE '/%';
--> statement-breakpoint
UPDATE `pickup_points` SET `image` = replace(replace(lower(substr(`image`, 2, instr(`image`, '.') - 2)), '/', '-'), '_', '-') WHERE `image` LIKE '/%';
--> statement-breakpoint
UPDATE `testimonials` SET `avatar` = replace(replace(lower(substr(`avatar`, 2, instr(`avatar`, '.') - 2)), '/', '-'), '_', '-') WHERE `avatar` LIKE '/%';
--> statement-breakpoint
UPDATE `settings_sections` SET `data` = json_set(`data`, '$.heroImage', replace(replace(lower(substr(json_extract(`data`, '$.heroImage'), 2, instr(json_extract(`data`, '$.heroImage'), '.') - 2)), '/', '-'), '_', '-')) WHERE `section` = 'identity' AND json_extract(`data`, '$.heroImage') LIKE '/%';
--> statement-breakpoint
-- History keeps whole versions: they name images by id too, so an old version can still be restored.
UPDATE `audit_log` SET `before` = json_set(`before`, '$.image', replace(replace(lower(substr(json_extract(`before`, '$.image'), 2, instr(json_extract(`before`, '$.image'), '.') - 2)), '/', '-'), '_', '-')) WHERE `entity` IN ('bikes', 'taxis', 'pickupPoints') AND json_extract(`before`, '$.image') LIKE '/%';
--> statement-breakpoint
UPDATE `audit_log` SET `after` = json_set(`after`, '$.image', replace(replace(lower(substr(json_extract(`after`, '$.image'), 2, instr(json_extract(`after`, '$.image'), '.') - 2)), '/', '-'), '_', '-')) WHERE `entity` IN ('bikes', 'taxis', 'pickupPoints') AND json_extract(`after`, '$.image') LIKE '/%';
--> statement-breakpoint
UPDATE `audit_log` SET `before` = json_set(`before`, '$.avatar', replace(replace(lower(substr(json_extract(`before`, '$.avatar'), 2, instr(json_extract(`before`, '$.avatar'), '.') - 2)), '/', '-'), '_', '-')) WHERE `entity` = 'testimonials' AND json_extract(`before`, '$.avatar') LIKE '/%';
--> statement-breakpoint
UPDATE `audit_log` SET `after` = json_set(`after`, '$.avatar', replace(replace(lower(substr(json_extract(`after`, '$.avatar'), 2, instr(json_extract(`after`, '$.avatar'), '.') - 2)), '/', '-'), '_', '-')) WHERE `entity` = 'testimonials' AND json_extract(`after`, '$.avatar') LIKE '/%';
--> statement-breakpoint
UPDATE `audit_log` SET `before` = json_set(`before`, '$.heroImage', replace(replace(lower(substr(json_extract(`before`, '$.heroImage'), 2, instr(json_extract(`before`, '$.heroImage'), '.') - 2)), '/', '-'), '_', '-')) WHERE `entity` = 'settings' AND `entity_id` = 'identity' AND json_extract(`before`, '$.heroImage') LIKE '/%';
--> statement-breakpoint
UPDATE `audit_log` SET `after` = json_set(`after`, '$.heroImage', replace(replace(lower(substr(json_extract(`after`, '$.heroImage'), 2, instr(json_extract(`after`, '$.heroImage'), '.') - 2)), '/', '-'), '_', '-')) WHERE `entity` = 'settings' AND `entity_id` = 'identity' AND json_extract(`after`, '$.heroImage') LIKE '/%';
