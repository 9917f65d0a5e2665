-- A translation's comments come in keyset pages on their link position (issue 31): the index
-- answers a page without reading the links before it.
create index content_comments_content_position on content_comments (content_id, position);
