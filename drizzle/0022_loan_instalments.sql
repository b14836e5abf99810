CREATE TABLE `loan_instalments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`loan_id` integer NOT NULL,
	`number` integer NOT NULL,
	`due_date` text NOT NULL,
	`principal` integer NOT NULL,
	`interest` integer NOT NULL,
	`total` integer NOT NULL,
	`balance_after` integer NOT NULL,
	`status` text DEFAULT 'DUE' NOT NULL,
	`late_fee` integer DEFAULT 0 NOT NULL,
	`paid_on` text,
	FOREIGN KEY (`loan_id`) REFERENCES `loans`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `loan_instalments_loan_number_idx` ON `loan_instalments` (`loan_id`,`number`);--> statement-breakpoint
CREATE INDEX `loan_instalments_status_due_idx` ON `loan_instalments` (`status`,`due_date`);--> statement-breakpoint
ALTER TABLE `bills` ADD `autopay` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `loans` ADD `autopay` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `loans` ADD `repayment_account_id` integer REFERENCES accounts(id);