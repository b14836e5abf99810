CREATE TABLE `bank_clock` (
	`id` integer PRIMARY KEY NOT NULL,
	`offset_seconds` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `training_settings` ADD `settle_local_after_seconds` integer DEFAULT 30;--> statement-breakpoint
ALTER TABLE `training_settings` ADD `settle_wire_after_seconds` integer DEFAULT 120;--> statement-breakpoint
ALTER TABLE `training_settings` ADD `external_failure_bp` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `training_settings` ADD `check_hold_seconds` integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE `training_settings` DROP COLUMN `auto_settle_seconds`;--> statement-breakpoint
ALTER TABLE `transfers` ADD `settle_at` integer;--> statement-breakpoint
ALTER TABLE `transfers` ADD `return_code` text(8);--> statement-breakpoint
CREATE INDEX `transfers_settle_due_idx` ON `transfers` (`settle_at`) WHERE "transfers"."status" = 'PENDING' and "transfers"."settle_at" is not null;--> statement-breakpoint
UPDATE `transfers` SET `settle_at` = `created_at` + 30000 WHERE `status` = 'PENDING' AND `transfer_type` = 'LOCAL';--> statement-breakpoint
UPDATE `transfers` SET `settle_at` = `created_at` + 120000 WHERE `status` = 'PENDING' AND `transfer_type` = 'WIRE';
