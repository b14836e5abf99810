CREATE TABLE `request_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`time` integer NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`query` text DEFAULT '' NOT NULL,
	`status` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`request_id` text NOT NULL,
	`idempotency_key` text,
	`token_name` text,
	`user_agent` text,
	`replayed` integer DEFAULT false NOT NULL,
	`fault` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `request_log_user_idx` ON `request_log` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `request_log_user_status_idx` ON `request_log` (`user_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `request_log_user_method_idx` ON `request_log` (`user_id`,`method`,`id`);--> statement-breakpoint
CREATE INDEX `request_log_user_key_idx` ON `request_log` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `request_log_user_path_idx` ON `request_log` (`user_id`,`path`,`id`);--> statement-breakpoint
CREATE INDEX `request_log_user_time_idx` ON `request_log` (`user_id`,`time`);