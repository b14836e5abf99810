CREATE INDEX `account_month_totals_month_idx` ON `account_month_totals` (`month`,`credit`,`debit`);--> statement-breakpoint
CREATE INDEX `applications_status_idx` ON `applications` (`status`);--> statement-breakpoint
CREATE INDEX `loan_applications_status_idx` ON `loan_applications` (`status`);--> statement-breakpoint
CREATE INDEX `support_tickets_status_idx` ON `support_tickets` (`status`);