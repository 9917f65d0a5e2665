-- One account per email whatever its case ("Ann@" and "ann@" are one address), in the database
-- itself: concurrent sign-ups or an email change cannot both pass the server's pre-check.
-- A database that already holds such duplicates stops here with the duplicated key named: merge
-- or rename those accounts, then start again.
create unique index users_email_lower_key on users (lower(email));
