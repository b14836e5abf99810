DROP TABLE `states`;--> statement-breakpoint
ALTER TABLE `countries` DROP COLUMN `iso3`;