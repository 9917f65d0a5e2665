import type { Landing, LandingMainLauncher } from '@landing/api';
import { Badge, type Column } from '@landing/ui';
import { withListFields } from '../ListScreen/listView.ts';
import { LANDING_LIST_FIELDS } from '../listFields/listFields.ts';
import * as styles from './Landings.css.ts';

export const NO_PREVIEW = 'No preview';
const MISSING = '—';

/** How a landing is named in buttons and confirmations: its main launcher, else its id. */
export const landingLabel = (landing: Landing) =>
  landing.mainLauncher?.name?.trim() || `Landing #${landing.id}`;

type Language = NonNullable<LandingMainLauncher['languages']>[number];

const languageCode = (language: Language) =>
  typeof language === 'string' ? language : language.google_lang_code;
const languageName = (language: Language) =>
  typeof language === 'string' ? language : language.displayName;

function Missing() {
  return <span className={styles.missing}>{MISSING}</span>;
}

function IconCell({ landing }: { landing: Landing }) {
  const url = landing.mainLauncher?.iconUrl;
  if (!url) return <Missing />;
  return <img className={styles.icon} src={url} alt={`${landingLabel(landing)} icon`} />;
}

function PreviewCell({ landing }: { landing: Landing }) {
  const url = landing.mainLauncher?.previewUrl;
  if (!url) return <span className={styles.missing}>{NO_PREVIEW}</span>;
  return (
    <img
      className={styles.preview}
      src={url}
      alt={`${landingLabel(landing)} preview`}
      loading="lazy"
    />
  );
}

function TranslationsCell({ landing }: { landing: Landing }) {
  const languages = landing.mainLauncher?.languages ?? [];
  if (languages.length === 0) return <Missing />;
  return (
    <ul className={styles.badges} aria-label={`Translations of ${landingLabel(landing)}`}>
      {languages.map((language) => (
        <li key={languageCode(language)}>
          <Badge title={languageName(language)}>{languageCode(language).toUpperCase()}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The 'Landings' columns, in the spec's order. */
export const landingColumns: readonly Column<Landing>[] = withListFields<Landing>(
  [
    {
      field: 'webServerId',
      header: 'Web Server ID',
      transform: (id) => (id === null || id === undefined || id === '' ? MISSING : id),
    },
    { field: 'mainLauncher.name', header: 'Main Launcher', transform: (name) => name ?? MISSING },
    {
      field: 'mainLauncher.template.code',
      header: 'Template',
      transform: (code) => code ?? MISSING,
    },
    {
      field: 'relatedLaunchers',
      header: 'Related Launchers',
      transform: (launchers) =>
        launchers && launchers.length > 0 ? launchers.map((l) => l.name).join(', ') : MISSING,
    },
    {
      field: 'mainLauncher.iconUrl',
      header: 'Icon',
      width: '64px',
      render: (landing) => <IconCell landing={landing} />,
    },
    {
      field: 'mainLauncher.previewUrl',
      header: 'Preview',
      width: '96px',
      render: (landing) => <PreviewCell landing={landing} />,
    },
    {
      field: 'mainLauncher.languages',
      header: 'Translations',
      render: (landing) => <TranslationsCell landing={landing} />,
    },
  ],
  LANDING_LIST_FIELDS,
);
