-- A statement sorted descending breaks ties newest posting first, so it reads its column's
-- one index backwards: the descending copies (ties oldest first) cost four index writes on
-- every statement row.
DROP INDEX `transactions_account_date_desc_idx`;--> statement-breakpoint
DROP INDEX `transactions_account_type_desc_idx`;--> statement-breakpoint
DROP INDEX `transactions_account_amount_desc_idx`;--> statement-breakpoint
DROP INDEX `transactions_account_description_desc_idx`;