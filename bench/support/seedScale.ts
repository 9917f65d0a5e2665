// Seeds a stopped server's data directory (its PGlite, demo data already in it) at issue 31's
// scale: `apps` apps, `landings` landings (each with its own main launcher and a translation),
// and `comments` comments on one translation (landing 1's default one). Run with tsx:
//   node --import tsx bench/support/seedScale.ts <dataDir> <apps> <landings> <comments>
// Prints the seeded translation's id as JSON on its last line.
import { openPglite } from '../../apps/server/src/db/pglite.ts';

const [dataDir, apps, landings, comments] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: seedScale.ts <dataDir> <apps> <landings> <comments>');
const db = await openPglite(dataDir);
try {
  const [base] = await db.query<{ launcher_id: number; content_id: number; locale_id: number }>(
    `select l.main_launcher_id as launcher_id, c.id as content_id, c.locale_id
     from landings l join launcher_contents c on c.launcher_id = l.main_launcher_id
     order by l.id, c.is_default desc, c.id limit 1`,
  );
  if (!base) throw new Error('No demo landing with a translation to copy');
  await db.query(
    `insert into apps (name, push_service, opener_link, landing_id, web_server_id)
     select 'Scale App ' || n, 'firebase', 'https://tracker.example.com/open/' || n, l.id, l.web_server_id
     from generate_series(1, $1::int) n, (select id, web_server_id from landings order by id limit 1) l`,
    [Number(apps ?? 0)],
  );
  const launchers = await db.query<{ id: number }>(
    `insert into launchers (name, web_server_id, template_id, config, static_content)
     select 'Scale Launcher ' || n, nextval('web_server_ids'), template_id, config, static_content
     from generate_series(1, $2::int) n, launchers where launchers.id = $1
     returning id`,
    [base.launcher_id, Number(landings ?? 0)],
  );
  const ids = launchers.map((row) => row.id);
  await db.query(
    `insert into launcher_contents (launcher_id, locale_id, is_default, design_id, translatable_content)
     select l, c.locale_id, true, c.design_id, c.translatable_content
     from unnest($1::int[]) l, launcher_contents c where c.id = $2`,
    [ids, base.content_id],
  );
  await db.query(
    `insert into landings (web_server_id, main_launcher_id)
     select nextval('web_server_ids'), l from unnest($1::int[]) l`,
    [ids],
  );
  const [commentator] = await db.query<{ id: number }>(
    `select id from commentators order by id limit 1`,
  );
  if (!commentator) throw new Error('No demo commentator');
  const created = await db.query<{ id: number }>(
    `insert into comments (text, stars, count_rated, reply, commentator_id, lang_id)
     select 'Scale comment ' || n, 1 + n % 5, n % 40, null, $1, $2 from generate_series(1, $3::int) n
     returning id`,
    [commentator.id, base.locale_id, Number(comments ?? 0)],
  );
  await db.query(
    `insert into content_comments (content_id, comment_id) select $1, c from unnest($2::int[]) c`,
    [base.content_id, created.map((row) => row.id)],
  );
  await db.exec('vacuum analyze');
  console.log(
    JSON.stringify({
      contentId: base.content_id,
      localeId: base.locale_id,
      commentatorId: commentator.id,
    }),
  );
} finally {
  await db.close();
}
