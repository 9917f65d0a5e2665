import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/database.ts';
import type { FileStore } from '../files/store.ts';
import type { Translator } from '../translate/translator.ts';
import { defaultStaticContent } from '../resources/launcherShape.ts';
import { makePng } from './png.ts';

export const demoOperator = {
  email: 'operator@example.com',
  password: 'operator123',
  name: 'Demo Operator',
};

const locales = [
  ['en', 'English'],
  ['de', 'German'],
  ['fr', 'French'],
  ['es', 'Spanish'],
  ['it', 'Italian'],
  ['pt', 'Portuguese'],
  ['pl', 'Polish'],
  ['tr', 'Turkish'],
  ['ru', 'Russian'],
  ['ja', 'Japanese'],
] as const;

const commentators: [string, [number, number, number]][] = [
  ['Anna Becker', [233, 30, 99]],
  ['Lucas Martin', [0, 150, 136]],
  ['Sofia García', [255, 152, 0]],
];

const englishComments = [
  {
    text: 'Great puzzles and no annoying ads. I play it every evening!',
    stars: 5,
    reply: 'Thank you, Anna! New levels are coming soon.',
  },
  { text: 'Nice design, a few levels are too hard for me.', stars: 4, reply: null },
  { text: 'Runs smoothly on my old phone. Recommended.', stars: 5, reply: null },
];

async function one<T extends Record<string, unknown>>(
  db: Database,
  sql: string,
  params: unknown[],
) {
  const [row] = await db.query<T>(sql, params);
  if (!row) throw new Error(`seed step returned nothing: ${sql}`);
  return row;
}

/** Fills an empty database with a working demo; does nothing once any user exists. */
export async function seedDemo(
  db: Database,
  files: FileStore,
  translator: Translator,
): Promise<boolean> {
  const [existing] = await db.query<{ n: number }>(`select count(*)::int as n from users`);
  if ((existing?.n ?? 0) > 0) return false;

  const localeIds = new Map<string, number>();
  for (const [code, name] of locales) {
    const row = await one<{ id: number }>(
      db,
      `insert into locales (google_lang_code, display_name) values ($1, $2)
       on conflict (google_lang_code) do update set display_name = excluded.display_name returning id`,
      [code, name],
    );
    localeIds.set(code, row.id);
  }

  const playMarket = await one<{ id: number }>(
    db,
    `insert into templates (code, description, is_custom) values ('PlayMarket', 'Google Play style store listing', false),
       ('AppStore', 'App Store style store listing', false) returning id`,
    [],
  );

  const commentatorIds: number[] = [];
  for (const [name, colour] of commentators) {
    const iconId = await files.save({
      bytes: makePng(96, 96, colour, [255, 255, 255]),
      kind: 'commentator-icon',
      mimeType: 'image/png',
      originalName: `${name}.png`,
      width: 96,
      height: 96,
    });
    const row = await one<{ id: number }>(
      db,
      `insert into commentators (name, icon_file_id) values ($1, $2) returning id`,
      [name, iconId],
    );
    commentatorIds.push(row.id);
  }

  const domains: [string, string][] = [
    ['example-shop.com', 'active'],
    ['lucky-games.net', 'active'],
    ['fresh-offer.org', 'pending'],
    ['old-promo.info', 'expired'],
  ];
  const domainIds: number[] = [];
  for (const [name, status] of domains) {
    const row = await one<{ id: number }>(
      db,
      `insert into domains (name, status, expire_at, nameservers)
       values ($1, $2, now() + interval '1 year' * (case when $2 = 'expired' then -1 else 1 end), '["ns1.sandbox-registrar.test","ns2.sandbox-registrar.test"]')
       returning id`,
      [name, status],
    );
    domainIds.push(row.id);
  }
  const record = await one<{ id: number }>(
    db,
    `insert into dns_records (domain_id, name, content) values ($1, 'puzzle.example-shop.com', '203.0.113.10') returning id`,
    [domainIds[0]],
  );

  // The complete landing: an app-store launcher with a design, three translations and comments.
  const icon = await files.save({
    bytes: makePng(512, 512, [98, 0, 238], [3, 218, 198]),
    kind: 'icon',
    mimeType: 'image/png',
    originalName: 'icon.png',
    width: 512,
    height: 512,
  });
  const design = await one<{ id: number }>(
    db,
    `insert into designs (name, icon_file_id, tags) values ('Design demo', $1, '["puzzle","casual"]') returning id`,
    [icon],
  );
  const shades: [number, number, number][] = [
    [98, 0, 238],
    [3, 218, 198],
    [255, 87, 34],
  ];
  for (const [position, shade] of shades.entries()) {
    const fileId = await files.save({
      bytes: makePng(360, 640, shade, [250, 250, 250]),
      kind: 'screenshot',
      mimeType: 'image/png',
      originalName: `screen-${position + 1}.png`,
      width: 360,
      height: 640,
    });
    await db.query(
      `insert into design_screens (design_id, position, name, file_id) values ($1, $2, $3, $4)`,
      [design.id, position, `screen-${position + 1}.png`, fileId],
    );
  }

  const launcher = await one<{ id: number }>(
    db,
    `insert into launchers (name, web_server_id, template_id, config, static_content)
     values ('Lucky Puzzle', nextval('web_server_ids'), $1, '{"templateView":"mobile"}', $2) returning id`,
    [
      playMarket.id,
      JSON.stringify({
        ...defaultStaticContent('Lucky Puzzle'),
        shortName: 'Puzzle',
        developer: 'Lucky Games Ltd',
        email: 'support@lucky-games.net',
      }),
    ],
  );

  const descriptions: Record<string, string> = {
    en: 'Relax with hundreds of hand-made puzzles. Play offline, at your own pace, every day.',
    de: 'Entspanne mit Hunderten handgemachter Rätsel. Offline spielen, in deinem Tempo, jeden Tag.',
    fr: 'Détendez-vous avec des centaines de puzzles faits main. Jouez hors ligne, à votre rythme.',
  };
  const baseComments: number[] = [];
  for (const [index, comment] of englishComments.entries()) {
    const row = await one<{ id: number }>(
      db,
      `insert into comments (text, stars, count_rated, reply, commentator_id, lang_id) values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        comment.text,
        comment.stars,
        10 + index * 7,
        comment.reply,
        commentatorIds[index],
        localeIds.get('en'),
      ],
    );
    baseComments.push(row.id);
  }

  for (const code of ['en', 'de', 'fr']) {
    const content = await one<{ id: number }>(
      db,
      `insert into launcher_contents (launcher_id, locale_id, is_default, design_id, translatable_content)
       values ($1, $2, $3, $4, $5) returning id`,
      [
        launcher.id,
        localeIds.get(code),
        code === 'en',
        design.id,
        JSON.stringify({
          description: descriptions[code],
          additionalInfo: ['Works offline', 'No account needed'],
          tags: ['puzzle', 'relax'],
        }),
      ],
    );
    let commentIds = baseComments;
    if (code !== 'en') {
      const target = { code, displayName: code };
      const texts = await translator.translate(
        englishComments.map((c) => c.text),
        target,
      );
      const replies = await translator.translate(
        englishComments.map((c) => c.reply ?? ''),
        target,
      );
      commentIds = [];
      for (const [index, comment] of englishComments.entries()) {
        const row = await one<{ id: number }>(
          db,
          // Translations of the base comments: their origin says so ('Add from Base' skips them).
          `insert into comments (text, stars, count_rated, reply, commentator_id, lang_id, origin_id) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [
            texts[index],
            comment.stars,
            10 + index * 7,
            comment.reply ? replies[index] : null,
            commentatorIds[index],
            localeIds.get(code),
            baseComments[index],
          ],
        );
        commentIds.push(row.id);
      }
    }
    for (const commentId of commentIds) {
      await db.query(`insert into content_comments (content_id, comment_id) values ($1, $2)`, [
        content.id,
        commentId,
      ]);
    }
  }

  const landing = await one<{ id: number; web_server_id: number }>(
    db,
    `insert into landings (web_server_id, main_launcher_id) values (nextval('web_server_ids'), $1) returning id, web_server_id`,
    [launcher.id],
  );
  await db.query(
    `insert into apps (name, push_service, web_server_id, opener_link, landing_id, record_id, pushok_url)
     values ('Lucky Puzzle PWA', 'firebase', $1, 'https://lucky-games.net/open', $2, $3, null)`,
    [landing.web_server_id, landing.id, record.id],
  );
  // Last, so a seed that failed half-way is retried on the next start.
  await db.query(`insert into users (email, name, password_hash) values ($1, $2, $3)`, [
    demoOperator.email,
    demoOperator.name,
    await hashPassword(demoOperator.password),
  ]);
  return true;
}
