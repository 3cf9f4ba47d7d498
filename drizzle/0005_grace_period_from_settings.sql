-- The terms' grace-period line is now written from Settings → Bookings and
-- returns (the value late returns are charged by). The sample's own line goes,
-- unless the owner changed its words.
DELETE FROM `policies` WHERE `id` = '10-minute-grace-period-on-returns' AND `text` = '10-minute grace period on returns';
