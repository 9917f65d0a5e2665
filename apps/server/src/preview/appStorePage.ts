import type { Comment } from '../resources/commentShape.ts';
import type { Content } from '../resources/contentShape.ts';
import { defaultStaticContent, type Launcher } from '../resources/launcherShape.ts';
import { labelsFor } from './labels.ts';

const escapeHtml = (value: string | number | null | undefined) =>
  String(value ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const compact = (value: number) =>
  value >= 1_000_000
    ? `${Math.round(value / 100_000) / 10}M+`
    : value >= 1000
      ? `${Math.round(value / 100) / 10}K+`
      : String(value);

const stars = (count: number) => '★'.repeat(Math.round(count)) + '☆'.repeat(5 - Math.round(count));

const styles = `
  body { margin: 0; font-family: system-ui, sans-serif; color: #202124; background: #fff; }
  main { max-width: 720px; margin: 0 auto; padding: 16px; }
  header { display: flex; gap: 16px; align-items: center; }
  header img { width: 72px; height: 72px; border-radius: 16px; }
  h1 { font-size: 22px; margin: 0; } .dev { color: #01875f; font-weight: 600; }
  .facts { display: flex; gap: 24px; margin: 16px 0; font-size: 13px; }
  .facts div { text-align: center; } .facts strong { display: block; font-size: 15px; }
  .install { display: block; width: 100%; padding: 10px; border: 0; border-radius: 8px; background: #01875f; color: #fff; font-size: 15px; }
  .shots { display: flex; gap: 8px; overflow-x: auto; margin: 16px 0; }
  .shots img, .shots video { height: 220px; border-radius: 8px; }
  .tags { display: flex; gap: 8px; flex-wrap: wrap; } .tags span { border: 1px solid #dadce0; border-radius: 16px; padding: 4px 12px; font-size: 13px; }
  .dist { display: grid; grid-template-columns: 16px 1fr; gap: 4px 8px; align-items: center; font-size: 12px; }
  .bar { height: 8px; background: #e8eaed; border-radius: 4px; } .bar i { display: block; height: 8px; background: #01875f; border-radius: 4px; }
  .comment { border-top: 1px solid #e8eaed; padding: 12px 0; } .comment img { width: 32px; height: 32px; border-radius: 50%; vertical-align: middle; }
  .reply { background: #f1f3f4; border-radius: 8px; padding: 8px 12px; margin-top: 8px; font-size: 14px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; font-size: 14px; }
`;

/** An app-store style listing for one launcher translation, in that translation's language. */
export function renderAppStorePage(launcher: Launcher, content: Content, comments: Comment[]) {
  const lang = content.locale.google_lang_code;
  const t = labelsFor(lang);
  const facts = launcher.staticContent ?? defaultStaticContent(launcher.name);
  const design = content.design;
  const text = content.translatableContent;
  const starRows = facts.starPercent
    .map(
      (percent, index) =>
        `<span>${5 - index}</span><div class="bar"><i style="width:${Math.min(100, Math.max(0, percent))}%"></i></div>`,
    )
    .join('');
  const screens = (design?.screensData ?? [])
    .map((screen) => `<img src="${escapeHtml(screen.url)}" alt="${escapeHtml(screen.name)}">`)
    .join('');
  const video = design?.videoUrl
    ? `<video controls src="${escapeHtml(design.videoUrl)}"${design.videoPreviewUrl ? ` poster="${escapeHtml(design.videoPreviewUrl)}"` : ''} aria-label="${escapeHtml(t.video)}"></video>`
    : '';
  const commentItems = comments
    .map(
      (comment) => `<article class="comment">
        ${comment.commentator.iconUrl ? `<img src="${escapeHtml(comment.commentator.iconUrl)}" alt="">` : ''}
        <strong>${escapeHtml(comment.commentator.name)}</strong>
        <div aria-label="${comment.stars} / 5">${stars(comment.stars)}</div>
        <p>${escapeHtml(comment.text)}</p>
        <small>${comment.countRated} ${escapeHtml(t.found)}</small>
        ${comment.reply ? `<div class="reply"><strong>${escapeHtml(t.developerReply)}</strong><p>${escapeHtml(comment.reply)}</p></div>` : ''}
      </article>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" data-view="${escapeHtml(launcher.config.templateView ?? 'web')}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(facts.name || launcher.name)}</title><style>${styles}</style></head>
<body><main>
<header>
  ${design?.iconUrl ? `<img src="${escapeHtml(design.iconUrl)}" alt="${escapeHtml(facts.name)}">` : ''}
  <div><h1>${escapeHtml(facts.name || launcher.name)}</h1><div class="dev">${escapeHtml(facts.developer)}</div></div>
</header>
<section class="facts">
  <div><strong>${facts.rating} ★</strong>${compact(facts.reviews)} ${escapeHtml(t.reviews)}</div>
  <div><strong>${compact(facts.installs)}</strong>${escapeHtml(t.downloads)}</div>
  <div><strong>PEGI ${facts.age}</strong>${escapeHtml(t.rated)}</div>
  <div><strong>${facts.size} MB</strong>${escapeHtml(t.size)}</div>
</section>
<button class="install" type="button">${escapeHtml(t.install)}</button>
<section class="shots" aria-label="${escapeHtml(t.screenshots)}">${video}${screens}</section>
<section><h2>${escapeHtml(t.about)}</h2><p>${escapeHtml(text.description)}</p>
  <div class="tags">${text.tags.map((tag) => `<span>${escapeHtml(tag)}</span>`).join('')}</div></section>
<section><h2>${escapeHtml(t.ratings)}</h2>
  <p><strong>${facts.rating}</strong> ${stars(facts.rating)} · ${facts.ratingPeople}</p>
  <div class="dist">${starRows}</div>
  ${commentItems}
</section>
<section><h2>${escapeHtml(t.additional)}</h2>
  <ul>${text.additionalInfo.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
  <dl><dt>${escapeHtml(t.version)}</dt><dd>${escapeHtml(facts.version)}</dd>
  <dt>${escapeHtml(t.android)}</dt><dd>${escapeHtml(facts.androidVersion)}</dd>
  <dt>${escapeHtml(t.contact)}</dt><dd>${escapeHtml(facts.email)}</dd></dl>
</section>
</main></body></html>`;
}
