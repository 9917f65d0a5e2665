-- Template codes are unique whatever their case ("Shop" and "shop" are one code), in the
-- database itself: two concurrent uploads cannot both pass the server's pre-check.
create unique index templates_code_lower_key on templates (lower(code));
