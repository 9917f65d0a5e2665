import type { LauncherContent } from '@landing/api';
import {
  editorCatalogSelectors,
  editorSelectors as select,
  translationsSelectors as strip,
} from '@landing/machines';
import { Button, DeleteIcon, IconButton, Select, Tabs, type TabItem } from '@landing/ui';
import { useSelector } from '@xstate/react';
import { useRef, useState, type ReactNode } from 'react';
import { useCatalog } from '../headless/CatalogContext.tsx';
import { useEditorActor, useLandingEditor } from '../headless/LandingEditorContext.tsx';
import { fill, useMessages } from '../messages/messages.tsx';
import { DeleteTranslationDialog, type TranslationToDelete } from './DeleteTranslationDialog.tsx';
import { useLanguageName } from './languageName.ts';
import * as styles from './TranslationTabs.css.ts';
import type { TranslationsActor } from './types.ts';

const NEW_TAB = 'new';
/** At most 4 tabs show; the rest are in 'More' (DECISIONS.md). */
const MAX_VISIBLE_TABS = 4;

/**
 * The launcher's translations: the base first marked '(BASE)', the others by id, and a final
 * 'New Language' tab with the language form. Each non-base tab has a trash button beside it, or,
 * while it is in 'More', a 'Delete {language}' item after its own in that menu; the active
 * translation's section shows in its panel. The list and the switching between translations are
 * the editor's; the form, creating and deleting are the strip's own machine's.
 */
export function TranslationTabs({
  actorRef,
  children,
}: {
  actorRef: TranslationsActor;
  children: ReactNode;
}) {
  const actor = useEditorActor();
  const translations = useLandingEditor(select.selectTranslations);
  const activeId = useLandingEditor(select.selectActiveContentId);
  const newTranslation = useSelector(actorRef, strip.selectNewTranslation);
  const value = newTranslation.open || activeId === null ? NEW_TAB : String(activeId);
  const [toDelete, setToDelete] = useState<TranslationToDelete | null>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const languageName = useLanguageName();
  const text = useMessages();
  const tabLabel = (content: LauncherContent) =>
    content.isDefault
      ? fill(text, 'translations.base', { language: languageName(content) })
      : languageName(content);
  const deleteLabel = (content: LauncherContent) =>
    fill(text, 'translations.delete', { language: languageName(content) });

  const tabs: TabItem[] = [
    ...translations.map((content) => ({
      value: String(content.id),
      label: tabLabel(content),
      content: String(content.id) === value ? children : undefined,
      action: content.isDefault ? undefined : (
        <IconButton
          action="delete"
          label={deleteLabel(content)}
          icon={<DeleteIcon />}
          onClick={() => setToDelete({ content, open: true })}
        />
      ),
      // In 'More' the same delete is the menu item after the language's own.
      menuAction: content.isDefault
        ? undefined
        : {
            label: deleteLabel(content),
            icon: <DeleteIcon />,
            action: 'delete',
            onSelect: () => setToDelete({ content, open: true }),
          },
    })),
    {
      value: NEW_TAB,
      label: text['translations.newLanguage'],
      pinned: true,
      content: <LanguageForm actorRef={actorRef} />,
    },
  ];

  return (
    <div ref={stripRef}>
      <Tabs
        label={text['translations.label']}
        tabs={tabs}
        value={value}
        maxVisible={MAX_VISIBLE_TABS}
        moreLabel={text['translations.more']}
        onValueChange={(next) => {
          if (next === NEW_TAB) actorRef.send({ type: 'translation.open' });
          else {
            if (newTranslation.open) actorRef.send({ type: 'translation.cancel' });
            actor.send({ type: 'content.switch', contentId: Number(next) });
          }
        }}
      />
      <DeleteTranslationDialog
        actorRef={actorRef}
        target={toDelete}
        onClose={() => setToDelete((target) => target && { ...target, open: false })}
        stripRef={stripRef}
      />
    </div>
  );
}

function LanguageForm({ actorRef }: { actorRef: TranslationsActor }) {
  const locales = useCatalog(editorCatalogSelectors.selectLocales);
  const unused = useSelector(actorRef, strip.selectUnusedLocales(locales));
  const { localeId } = useSelector(actorRef, strip.selectNewTranslation);
  const isCreating = useSelector(actorRef, strip.selectIsCreating);
  const text = useMessages();
  return (
    <div className={styles.languageForm}>
      <Select
        label={text['translations.language']}
        placeholder={text['translations.languagePlaceholder']}
        options={unused.map((locale) => ({
          value: String(locale.id),
          label: locale.displayName ?? locale.google_lang_code,
        }))}
        value={localeId === null ? '' : String(localeId)}
        onValueChange={(next) =>
          actorRef.send({ type: 'translation.chooseLocale', localeId: Number(next) })
        }
      />
      <div className={styles.actions}>
        <Button
          busy={isCreating}
          disabled={localeId === null}
          onClick={() => actorRef.send({ type: 'translation.create' })}
        >
          {isCreating ? text['translations.creating'] : text['translations.add']}
        </Button>
        <Button
          variant="secondary"
          disabled={isCreating}
          onClick={() => actorRef.send({ type: 'translation.cancel' })}
        >
          {text['translations.cancel']}
        </Button>
      </div>
    </div>
  );
}
