CREATE TABLE `account_month_totals` (
	`account_id` integer NOT NULL,
	`month` text NOT NULL,
	`credit` integer DEFAULT 0 NOT NULL,
	`debit` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`account_id`, `month`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `outgoing_day_totals` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `accounts` ADD `statement_rows` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `accounts` ADD `held` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `unread_notifications` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `audit_actor_idx` ON `audit_log` (`actor_id`);--> statement-breakpoint
CREATE INDEX `audit_action_idx` ON `audit_log` (`action`);--> statement-breakpoint
CREATE INDEX `audit_target_idx` ON `audit_log` (`target_type`);--> statement-breakpoint
CREATE INDEX `bills_user_due_idx` ON `bills` (`user_id`,`due_date`);--> statement-breakpoint
CREATE INDEX `bills_due_idx` ON `bills` (`due_date`);--> statement-breakpoint
CREATE INDEX `bills_status_due_idx` ON `bills` (`status`,`due_date`);--> statement-breakpoint
CREATE INDEX `crypto_orders_user_idx` ON `crypto_orders` (`user_id`);--> statement-breakpoint
CREATE INDEX `loan_applications_user_idx` ON `loan_applications` (`user_id`);--> statement-breakpoint
CREATE INDEX `loans_user_idx` ON `loans` (`user_id`);--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `support_tickets_user_idx` ON `support_tickets` (`user_id`);--> statement-breakpoint
CREATE INDEX `transfers_user_type_idx` ON `transfers` (`user_id`,`transfer_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `transfers_created_idx` ON `transfers` (`created_at`);--> statement-breakpoint
CREATE INDEX `transfers_status_idx` ON `transfers` (`status`,`created_at`);