-- Statement rows are indexed for search once per write transaction instead of row by row:
-- FTS5 flushes its pending terms to a new index segment at every statement savepoint, so a
-- posting that indexed each row from its trigger wrote a segment (and merged segments) at
-- nearly every statement after it. The triggers now queue the row; the transaction indexes the
-- whole queue just before it commits (ledger/search-index.ts), and the search reads the queue
-- as well as the index, so a row is found from its posting's own transaction on.
CREATE TABLE `statement_search_queue` (
	`id` integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP TRIGGER `statement_search_insert`;
--> statement-breakpoint
CREATE TRIGGER `statement_search_insert` AFTER INSERT ON `transactions` BEGIN
	INSERT OR IGNORE INTO `statement_search_queue` (id) VALUES (new.id);
END;
--> statement-breakpoint
DROP TRIGGER `statement_search_update`;
--> statement-breakpoint
-- A changed row leaves the index and is queued, to be indexed again with its new texts. A row
-- still queued is indexed as it is at the drain: nothing to do.
CREATE TRIGGER `statement_search_update` AFTER UPDATE OF description, date, type, amount ON `transactions`
WHEN NOT EXISTS (SELECT 1 FROM `statement_search_queue` WHERE id = old.id) BEGIN
	DELETE FROM `statement_search` WHERE rowid = old.id;
	INSERT INTO `statement_search_queue` (id) VALUES (new.id);
END;
--> statement-breakpoint
DROP TRIGGER `statement_search_delete`;
--> statement-breakpoint
-- A deleted row leaves the index, or the queue if it was not indexed yet.
CREATE TRIGGER `statement_search_delete` AFTER DELETE ON `transactions` BEGIN
	DELETE FROM `statement_search` WHERE rowid = old.id
		AND NOT EXISTS (SELECT 1 FROM `statement_search_queue` WHERE id = old.id);
	DELETE FROM `statement_search_queue` WHERE id = old.id;
END;
