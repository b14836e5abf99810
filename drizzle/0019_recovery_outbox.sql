ALTER TABLE `users` ADD `transfer_alert_cents` integer DEFAULT 100000 NOT NULL;--> statement-breakpoint
CREATE INDEX `outbox_status_created_idx` ON `outbox_messages` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `outbox_channel_created_idx` ON `outbox_messages` (`channel`,`created_at`,`id`);