CREATE TABLE `standing_order_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`due_date` text NOT NULL,
	`transfer_id` integer,
	`outcome` text NOT NULL,
	`reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `standing_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`transfer_id`) REFERENCES `transfers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `standing_order_runs_order_due_idx` ON `standing_order_runs` (`order_id`,`due_date`);--> statement-breakpoint
CREATE TABLE `standing_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`from_account_id` integer NOT NULL,
	`to_account_id` integer,
	`beneficiary_id` integer,
	`amount` integer NOT NULL,
	`transfer_type` text NOT NULL,
	`description` text,
	`frequency` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text,
	`count` integer,
	`runs_done` integer DEFAULT 0 NOT NULL,
	`next_run_date` text,
	`last_run_date` text,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`to_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`beneficiary_id`) REFERENCES `beneficiaries`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "standing_orders_amount_positive" CHECK("standing_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX `standing_orders_user_idx` ON `standing_orders` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `standing_orders_due_idx` ON `standing_orders` (`next_run_date`,`id`) WHERE "standing_orders"."status" = 'ACTIVE';--> statement-breakpoint
ALTER TABLE `transfers` ADD `failure_reason` text;--> statement-breakpoint
CREATE INDEX `transfers_scheduled_due_idx` ON `transfers` (`scheduled_date`,`id`) WHERE "transfers"."status" = 'SCHEDULED';