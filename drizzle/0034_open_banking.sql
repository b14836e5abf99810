CREATE TABLE `psd2_consent_accounts` (
	`resource_id` text PRIMARY KEY NOT NULL,
	`consent_id` text NOT NULL,
	`account_id` integer NOT NULL,
	`balances` integer NOT NULL,
	`transactions` integer NOT NULL,
	FOREIGN KEY (`consent_id`) REFERENCES `psd2_consents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `psd2_consent_accounts_consent_idx` ON `psd2_consent_accounts` (`consent_id`,`account_id`);--> statement-breakpoint
CREATE TABLE `psd2_consents` (
	`id` text PRIMARY KEY NOT NULL,
	`third_party_id` text NOT NULL,
	`user_id` integer,
	`access` text NOT NULL,
	`recurring_indicator` integer NOT NULL,
	`valid_until` text NOT NULL,
	`frequency_per_day` integer NOT NULL,
	`status` text NOT NULL,
	`state` text,
	`usage_day` text,
	`usage_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`status_changed_at` integer NOT NULL,
	FOREIGN KEY (`third_party_id`) REFERENCES `third_parties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `psd2_consents_user_idx` ON `psd2_consents` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `psd2_consents_third_party_idx` ON `psd2_consents` (`third_party_id`);--> statement-breakpoint
CREATE TABLE `third_parties` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`redirect_uri` text NOT NULL,
	`key_hash` blob NOT NULL,
	`created_at` integer NOT NULL,
	`revoked_at` integer
);
