CREATE INDEX `transactions_account_date_desc_idx` ON `transactions` (`account_id`,"date" desc,`id`);--> statement-breakpoint
CREATE INDEX `transactions_account_type_desc_idx` ON `transactions` (`account_id`,"type" desc,`id`);--> statement-breakpoint
CREATE INDEX `transactions_account_amount_desc_idx` ON `transactions` (`account_id`,"amount" desc,`id`);