-- The kept figures for a bank that existed before them: held amounts from the active holds,
-- statement row counts and month totals from the statement rows, outgoing day totals from
-- PENDING and COMPLETED local and wire transfers, unread counts from the notifications.
-- From here on the ledger (and the notifications service) keep them.
UPDATE `accounts` SET
  `held` = coalesce((SELECT sum(`amount`) FROM `holds` WHERE `holds`.`account_id` = `accounts`.`id` AND `holds`.`status` = 'ACTIVE'), 0),
  `statement_rows` = (SELECT count(*) FROM `transactions` WHERE `transactions`.`account_id` = `accounts`.`id`);--> statement-breakpoint
UPDATE `users` SET `unread_notifications` = (SELECT count(*) FROM `notifications` WHERE `notifications`.`user_id` = `users`.`id` AND `notifications`.`is_read` = 0);--> statement-breakpoint
INSERT INTO `account_month_totals` (`account_id`, `month`, `credit`, `debit`)
SELECT `account_id`, substr(`date`, 1, 7),
  sum(CASE WHEN `type` = 'CREDIT' THEN `amount` ELSE 0 END),
  sum(CASE WHEN `type` = 'DEBIT' THEN `amount` ELSE 0 END)
FROM `transactions` GROUP BY `account_id`, substr(`date`, 1, 7);--> statement-breakpoint
INSERT INTO `outgoing_day_totals` (`user_id`, `day`, `amount`)
SELECT `user_id`, strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch'), sum(`amount`)
FROM `transfers`
WHERE `transfer_type` IN ('LOCAL', 'WIRE') AND `status` IN ('PENDING', 'COMPLETED')
GROUP BY `user_id`, strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch');
