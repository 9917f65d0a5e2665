-- Login attempts, counted in the database so that every server on it shares them (issue 25).
-- One row per key: 'pair:<email>|<address>', 'address:<address>' or 'account:<email>'.
-- `attempts` counts within the window that began at `window_start`; `next_at` is when the
-- account's next password check may run (its progressive delay).
create table login_throttle (
  key text primary key,
  attempts integer not null,
  window_start timestamptz not null,
  next_at timestamptz not null
);
