CREATE INDEX `users_username_lower_idx` ON `users` (lower("username"));--> statement-breakpoint
CREATE INDEX `users_email_lower_idx` ON `users` (lower("email"));