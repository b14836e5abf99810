-- An applicant's SSN is kept sealed (AES-256-GCM) beside its last four characters, all any
-- screen shows. The last four of the SSNs there are come from the plain text; the plain text
-- itself is sealed when the bank next opens (the key lives outside the database).
ALTER TABLE `applications` ADD `ssn_last4` text(4);
--> statement-breakpoint
UPDATE `applications` SET `ssn_last4` = substr(`ssn`, -4) WHERE `ssn` IS NOT NULL AND `ssn` <> '';
