-- The base comment a comment was copied or translated from (issue 30, item 8): 'Add from Base'
-- offers only base comments a translation has not brought over yet. Comments made before this
-- have none (the editor compares contents then). A deleted base comment leaves its copies
-- without an origin.
alter table comments add column origin_id integer references comments (id) on delete set null;
create index comments_origin_id on comments (origin_id);
