-- Issue 29: every row an operator edits carries a version, bumped by each write, and who wrote
-- it when. A write naming the version it started from (If-Match) is refused once it is stale.
alter table launchers
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now(),
  add column updated_by integer references users (id) on delete set null;
alter table launcher_contents
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now(),
  add column updated_by integer references users (id) on delete set null;
alter table designs
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now(),
  add column updated_by integer references users (id) on delete set null;
alter table comments
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now(),
  add column updated_by integer references users (id) on delete set null;
alter table commentators
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now(),
  add column updated_by integer references users (id) on delete set null;
alter table apps
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now(),
  add column updated_by integer references users (id) on delete set null;
alter table templates
  add column version integer not null default 1,
  add column updated_at timestamptz not null default now(),
  add column updated_by integer references users (id) on delete set null;
