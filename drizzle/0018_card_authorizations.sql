CREATE TABLE `card_authorizations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`card_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`merchant` text(191) NOT NULL,
	`status` text NOT NULL,
	`decline_reason` text,
	`journal_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`ended_at` integer,
	FOREIGN KEY (`card_id`) REFERENCES `credit_cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`journal_id`) REFERENCES `journal_entries`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "card_authorizations_amount_positive" CHECK("card_authorizations"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX `card_authorizations_card_idx` ON `card_authorizations` (`card_id`,`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_holds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`transfer_id` integer,
	`deposit_id` integer,
	`card_authorization_id` integer,
	`amount` integer NOT NULL,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`released_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`transfer_id`) REFERENCES `transfers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`deposit_id`) REFERENCES `deposits`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`card_authorization_id`) REFERENCES `card_authorizations`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "holds_one_owner" CHECK(("__new_holds"."transfer_id" is not null) + ("__new_holds"."deposit_id" is not null) + ("__new_holds"."card_authorization_id" is not null) = 1)
);
--> statement-breakpoint
INSERT INTO `__new_holds`("id", "account_id", "transfer_id", "deposit_id", "amount", "status", "created_at", "released_at") SELECT "id", "account_id", "transfer_id", "deposit_id", "amount", "status", "created_at", "released_at" FROM `holds`;--> statement-breakpoint
DROP TABLE `holds`;--> statement-breakpoint
ALTER TABLE `__new_holds` RENAME TO `holds`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `holds_account_idx` ON `holds` (`account_id`,`status`);--> statement-breakpoint
CREATE INDEX `holds_transfer_idx` ON `holds` (`transfer_id`);--> statement-breakpoint
CREATE INDEX `holds_deposit_idx` ON `holds` (`deposit_id`);--> statement-breakpoint
CREATE INDEX `holds_card_authorization_idx` ON `holds` (`card_authorization_id`);