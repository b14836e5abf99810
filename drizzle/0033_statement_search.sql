-- Statement search served by an index. One document per statement row (rowid = transactions.id):
-- the texts the search matches, each lowercased with SQLite's ASCII `lower` as the search
-- compares them, and each followed by two char(1) so that every character of a text starts a
-- trigram (a search of one or two characters is served through the index's terms). The
-- triggers keep it in the transaction of the posting that writes the row.
CREATE VIRTUAL TABLE `statement_search` USING fts5(
	body,
	tokenize = 'trigram case_sensitive 1',
	content = '',
	contentless_delete = 1
);
--> statement-breakpoint
CREATE TRIGGER `statement_search_insert` AFTER INSERT ON `transactions` BEGIN
	INSERT INTO `statement_search` (rowid, body) VALUES (
		new.id,
		lower(new.description) || char(1, 1)
		|| lower(substr('JanFebMarAprMayJunJulAugSepOctNovDec', (cast(substr(new.date, 6, 2) as integer) - 1) * 3 + 1, 3) || ' ' || cast(substr(new.date, 9, 2) as integer) || ', ' || substr(new.date, 1, 4)) || char(1, 1)
		|| lower(new.type) || char(1, 1)
		|| new.date || char(1, 1)
		|| printf('%d.%02d', new.amount / 100, new.amount % 100) || char(1, 1)
		|| printf('$%,d.%02d', new.amount / 100, new.amount % 100) || char(1, 1)
	);
END;
--> statement-breakpoint
CREATE TRIGGER `statement_search_update` AFTER UPDATE OF description, date, type, amount ON `transactions` BEGIN
	DELETE FROM `statement_search` WHERE rowid = old.id;
	INSERT INTO `statement_search` (rowid, body) VALUES (
		new.id,
		lower(new.description) || char(1, 1)
		|| lower(substr('JanFebMarAprMayJunJulAugSepOctNovDec', (cast(substr(new.date, 6, 2) as integer) - 1) * 3 + 1, 3) || ' ' || cast(substr(new.date, 9, 2) as integer) || ', ' || substr(new.date, 1, 4)) || char(1, 1)
		|| lower(new.type) || char(1, 1)
		|| new.date || char(1, 1)
		|| printf('%d.%02d', new.amount / 100, new.amount % 100) || char(1, 1)
		|| printf('$%,d.%02d', new.amount / 100, new.amount % 100) || char(1, 1)
	);
END;
--> statement-breakpoint
CREATE TRIGGER `statement_search_delete` AFTER DELETE ON `transactions` BEGIN
	DELETE FROM `statement_search` WHERE rowid = old.id;
END;
--> statement-breakpoint
INSERT INTO `statement_search` (rowid, body)
SELECT
	id,
	lower(description) || char(1, 1)
	|| lower(substr('JanFebMarAprMayJunJulAugSepOctNovDec', (cast(substr(date, 6, 2) as integer) - 1) * 3 + 1, 3) || ' ' || cast(substr(date, 9, 2) as integer) || ', ' || substr(date, 1, 4)) || char(1, 1)
	|| lower(type) || char(1, 1)
	|| date || char(1, 1)
	|| printf('%d.%02d', amount / 100, amount % 100) || char(1, 1)
	|| printf('$%,d.%02d', amount / 100, amount % 100) || char(1, 1)
FROM `transactions`;
