-- The admin overview's transfer volume per UTC day and type, kept as transfers change
-- instead of summed from every transfer of the last 30 days at each view: triggers keep it in
-- the transaction of each insert, status change (to or from FAILED or CANCELLED, which moved no money),
-- change of amount, type or creation time, and delete. Filled once from the transfers there are.
CREATE TABLE `transfer_day_totals` (
	`day` text NOT NULL,
	`transfer_type` text NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `transfer_type`)
);
--> statement-breakpoint
INSERT INTO `transfer_day_totals` (`day`, `transfer_type`, `amount`, `count`)
SELECT strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch'), `transfer_type`, sum(`amount`), count(*)
FROM `transfers` WHERE `status` NOT IN ('FAILED', 'CANCELLED') GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER `transfer_day_totals_insert` AFTER INSERT ON `transfers`
WHEN NEW.`status` NOT IN ('FAILED', 'CANCELLED') BEGIN
  INSERT INTO `transfer_day_totals` (`day`, `transfer_type`, `amount`, `count`)
  VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch'), NEW.`transfer_type`, NEW.`amount`, 1)
  ON CONFLICT (`day`, `transfer_type`) DO UPDATE
  SET `amount` = `amount` + excluded.`amount`, `count` = `count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `transfer_day_totals_update` AFTER UPDATE OF `status`, `amount`, `transfer_type`, `created_at` ON `transfers`
WHEN (OLD.`status` IN ('FAILED', 'CANCELLED')) IS NOT (NEW.`status` IN ('FAILED', 'CANCELLED'))
  OR OLD.`amount` IS NOT NEW.`amount`
  OR OLD.`transfer_type` IS NOT NEW.`transfer_type`
  OR OLD.`created_at` IS NOT NEW.`created_at` BEGIN
  UPDATE `transfer_day_totals` SET `amount` = `amount` - OLD.`amount`, `count` = `count` - 1
  WHERE OLD.`status` NOT IN ('FAILED', 'CANCELLED')
    AND `day` = strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch')
    AND `transfer_type` = OLD.`transfer_type`;
  INSERT INTO `transfer_day_totals` (`day`, `transfer_type`, `amount`, `count`)
  SELECT strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch'), NEW.`transfer_type`, NEW.`amount`, 1
  WHERE NEW.`status` NOT IN ('FAILED', 'CANCELLED')
  ON CONFLICT (`day`, `transfer_type`) DO UPDATE
  SET `amount` = `amount` + excluded.`amount`, `count` = `count` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `transfer_day_totals_delete` AFTER DELETE ON `transfers`
WHEN OLD.`status` NOT IN ('FAILED', 'CANCELLED') BEGIN
  UPDATE `transfer_day_totals` SET `amount` = `amount` - OLD.`amount`, `count` = `count` - 1
  WHERE `day` = strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch')
    AND `transfer_type` = OLD.`transfer_type`;
END;
