CREATE TABLE `deposits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`last4` text(4),
	`hold_release_at` integer,
	`front_path` text,
	`back_path` text,
	`journal_id` integer,
	`return_journal_id` integer,
	`return_reason` text,
	`released_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`journal_id`) REFERENCES `journal_entries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`return_journal_id`) REFERENCES `journal_entries`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "deposits_amount_positive" CHECK("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX `deposits_user_idx` ON `deposits` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `deposits_created_idx` ON `deposits` (`created_at`);--> statement-breakpoint
CREATE INDEX `deposits_release_due_idx` ON `deposits` (`hold_release_at`) WHERE "deposits"."status" = 'HELD';--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_holds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`transfer_id` integer,
	`deposit_id` integer,
	`amount` integer NOT NULL,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`released_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`transfer_id`) REFERENCES `transfers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`deposit_id`) REFERENCES `deposits`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "holds_one_owner" CHECK(("__new_holds"."transfer_id" is null) <> ("__new_holds"."deposit_id" is null))
);
--> statement-breakpoint
INSERT INTO `__new_holds`("id", "account_id", "transfer_id", "amount", "status", "created_at", "released_at") SELECT "id", "account_id", "transfer_id", "amount", "status", "created_at", "released_at" FROM `holds`;--> statement-breakpoint
DROP TABLE `holds`;--> statement-breakpoint
ALTER TABLE `__new_holds` RENAME TO `holds`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `holds_account_idx` ON `holds` (`account_id`,`status`);--> statement-breakpoint
CREATE INDEX `holds_transfer_idx` ON `holds` (`transfer_id`);--> statement-breakpoint
CREATE INDEX `holds_deposit_idx` ON `holds` (`deposit_id`);