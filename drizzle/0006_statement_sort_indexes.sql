CREATE INDEX `transactions_account_type_idx` ON `transactions` (`account_id`,`type`);--> statement-breakpoint
CREATE INDEX `transactions_account_amount_idx` ON `transactions` (`account_id`,`amount`);