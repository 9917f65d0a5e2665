-- Refresh tokens rotate on every refresh: the session row keeps its id (access tokens name it)
-- and holds only the current token's hash. Every spent token is kept here, so presenting one
-- again is recognised as reuse (a stolen copy, or a replay) and ends its whole session.
create table spent_refresh_tokens (
  token_hash text primary key,
  session_id integer not null references refresh_tokens (id) on delete cascade,
  spent_at timestamptz not null default now()
);
create index spent_refresh_tokens_session on spent_refresh_tokens (session_id);
