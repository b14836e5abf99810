CREATE TABLE `training_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`latency_ms` integer DEFAULT 0 NOT NULL,
	`auto_settle_seconds` integer
);
--> statement-breakpoint
CREATE TABLE `transfer_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`transfer_id` integer NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`actor_id` integer,
	`note` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`transfer_id`) REFERENCES `transfers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `transfer_events_transfer_idx` ON `transfer_events` (`transfer_id`);