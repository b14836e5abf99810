CREATE TABLE `defect_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`where` text NOT NULL,
	`steps` text NOT NULL,
	`expected` text NOT NULL,
	`actual` text NOT NULL,
	`severity` text NOT NULL,
	`request_id` text,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`defect_key` text,
	`created_at` integer NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `defect_reports_user_idx` ON `defect_reports` (`user_id`);--> statement-breakpoint
CREATE TABLE `defect_switches` (
	`key` text PRIMARY KEY NOT NULL,
	`on` integer DEFAULT false NOT NULL,
	`since` integer NOT NULL
);
