CREATE TABLE `classes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(100) NOT NULL,
	`prefix` text(32) NOT NULL,
	`count` integer NOT NULL,
	`opening_deposit` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `credit_cards` ADD `frozen` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `credit_cards_number_idx` ON `credit_cards` (`card_number`);--> statement-breakpoint
ALTER TABLE `users` ADD `must_change_password` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `class_id` integer REFERENCES classes(id);--> statement-breakpoint
ALTER TABLE `users` ADD `initial_password_sealed` text;--> statement-breakpoint
CREATE INDEX `users_class_idx` ON `users` (`class_id`);