PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(191) NOT NULL,
	`email` text(191) NOT NULL,
	`phone` text(50) NOT NULL,
	`dob` text NOT NULL,
	`gender` text(10),
	`ssn` text,
	`occupation` text,
	`country_id` integer,
	`city_id` integer,
	`city` text,
	`zip` text,
	`address` text,
	`nok_name` text,
	`nok_email` text,
	`nok_phone` text,
	`nok_relationship` text,
	`nok_address` text,
	`currency` text,
	`passport_path` text,
	`id_path` text,
	`password_hash` text NOT NULL,
	`pin_hash` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`user_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_applications`("id", "name", "email", "phone", "dob", "gender", "ssn", "occupation", "country_id", "city_id", "city", "zip", "address", "nok_name", "nok_email", "nok_phone", "nok_relationship", "nok_address", "currency", "passport_path", "id_path", "password_hash", "pin_hash", "status", "user_id", "created_at") SELECT "id", "name", "email", "phone", "dob", "gender", "ssn", "occupation", "country_id", "city_id", NULL, "zip", "address", "nok_name", "nok_email", "nok_phone", "nok_relationship", "nok_address", "currency", "passport_path", "id_path", "password_hash", "pin_hash", "status", "user_id", "created_at" FROM `applications`;--> statement-breakpoint
DROP TABLE `applications`;--> statement-breakpoint
ALTER TABLE `__new_applications` RENAME TO `applications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;