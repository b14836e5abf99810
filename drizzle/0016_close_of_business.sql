CREATE TABLE `cob_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`step` text NOT NULL,
	`completed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cob_runs_date_step_idx` ON `cob_runs` (`date`,`step`);--> statement-breakpoint
CREATE TABLE `monthly_statements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`period` text NOT NULL,
	`opening` integer NOT NULL,
	`closing` integer NOT NULL,
	`row_count` integer NOT NULL,
	`rows_through` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `monthly_statements_account_period_idx` ON `monthly_statements` (`account_id`,`period`);--> statement-breakpoint
ALTER TABLE `accounts` ADD `accrued_interest_micros` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `bank_clock` ADD `closed_through` text;