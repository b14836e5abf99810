-- Each statement row's search document now ends with its account's mark (three private-use
-- characters, one trigram that names the account: ledger/search-index.ts), and a search ANDs
-- it with the needle, so it reads that account's matches only, however many rows the bank
-- holds. Every document is indexed again: the index is emptied and every row queued; the
-- queue is indexed before the bank serves (bank/open.ts), and every search reads it until then.
INSERT INTO `statement_search`(`statement_search`) VALUES('delete-all');
--> statement-breakpoint
INSERT OR IGNORE INTO `statement_search_queue` (`id`) SELECT `id` FROM `transactions`;
