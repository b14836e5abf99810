CREATE TABLE `challenge_hints` (
	`user_id` integer NOT NULL,
	`key` text(64) NOT NULL,
	`revealed` integer DEFAULT 0 NOT NULL,
	`revealed_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `challenge_solves` (
	`user_id` integer NOT NULL,
	`key` text(64) NOT NULL,
	`solved_at` integer NOT NULL,
	`business_at` integer NOT NULL,
	`hints_used` integer DEFAULT 0 NOT NULL,
	`points` integer NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `challenge_solves_key_idx` ON `challenge_solves` (`key`,`solved_at`);--> statement-breakpoint
CREATE TABLE `challenge_steps` (
	`user_id` integer NOT NULL,
	`key` text(64) NOT NULL,
	`step` text(64) NOT NULL,
	`at` integer NOT NULL,
	`data` text,
	PRIMARY KEY(`user_id`, `key`, `step`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `class_challenge_settings` (
	`class_id` integer NOT NULL,
	`key_or_track` text(64) NOT NULL,
	PRIMARY KEY(`class_id`, `key_or_track`),
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade
);
