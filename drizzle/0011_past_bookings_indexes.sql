DROP INDEX `bookings_status_created`;--> statement-breakpoint
CREATE INDEX `bookings_requested` ON `bookings` (`created_at`) WHERE status = 'requested';--> statement-breakpoint
CREATE INDEX `bookings_past` ON `bookings` (`starts_at`) WHERE status in ('returned', 'declined', 'cancelled', 'expired', 'no-show');--> statement-breakpoint
CREATE INDEX `bookings_past_item` ON `bookings` (`item_id`,`starts_at`) WHERE status in ('returned', 'declined', 'cancelled', 'expired', 'no-show');