import { CREATED_WITHOUT_ID, type Template } from '@landing/api';
import {
  editorCatalogSelectors,
  landingSettingsSelectors as select,
  type LauncherSettings,
} from '@landing/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useDraftOwner } from '@landing/drafts';
import { FormHistory, historyForm } from '@landing/drafts';
import { TemplateFormModal } from '@landing/template-form';
import { Button, Select, Textarea, TextInput, type SelectOption } from '@landing/ui';
import { useState, type FormEvent } from 'react';
import { useCatalog, useCatalogActor } from '../headless/CatalogContext.tsx';
import { useReportDirty } from '../headless/DirtyForms.tsx';
import { fill, useFieldMessage, useMessages, useTemplateFormWords } from '../messages/messages.tsx';
import { useEditorServices } from '../services/EditorServices.tsx';
import { ChangedElsewhereNotice } from '../watch/ChangedElsewhereNotice.tsx';
import { LandingSettingsConflictDialog } from './LandingSettingsConflictDialog.tsx';
import type { LandingSettingsLogic } from './landingSettingsSection.ts';
import * as styles from './LauncherSettingsStep.css.ts';

/**
 * Custom templates first, then the built-in ones, which carry an icon (editor.md §2). A template
 * the server answered without a code is named by its id, so it stays choosable.
 */
export function templateOptions(
  templates: readonly Template[],
  byId: (id: number) => string,
): SelectOption[] {
  const templateName = (template: Template) => template.code ?? byId(template.id);
  const custom = templates.filter((template) => template.isCustom);
  const builtIn = templates.filter((template) => !template.isCustom);
  return [
    ...custom.map((template) => ({ value: String(template.id), label: templateName(template) })),
    ...builtIn.map((template) => ({
      value: String(template.id),
      label: templateName(template),
      icon: (
        <span className={styles.templateIcon} aria-hidden="true">
          ★
        </span>
      ),
    })),
  ];
}

/** Landing Name, Template (or a new one), Platform or Webflow data; Save and Continue, Reset. */
export function LauncherSettingsStep({
  actorRef: actor,
}: {
  actorRef: ActorRefFrom<LandingSettingsLogic>;
}) {
  const catalog = useCatalogActor();
  const { client, log, notify } = useEditorServices();
  const settings = useSelector(actor, select.selectSettings);
  const fieldMessage = useFieldMessage('landingSettings');
  const nameError = fieldMessage(useSelector(actor, select.selectSettingsError('name')));
  const templateError = fieldMessage(useSelector(actor, select.selectSettingsError('templateId')));
  const isSaving = useSelector(actor, select.selectIsSaving);
  const isTemplateLocked = useSelector(actor, select.selectIsTemplateLocked);
  const changedElsewhere = useSelector(actor, select.selectChangedElsewhere);
  const templates = useCatalog(editorCatalogSelectors.selectTemplates);
  const [isTemplateModalOpen, setTemplateModalOpen] = useState(false);
  const text = useMessages();
  const templateFormWords = useTemplateFormWords();
  const draftOwner = useDraftOwner(client);
  const reportTemplateFormDirty = useReportDirty('templateForm');

  const change = (values: Partial<Omit<LauncherSettings, 'templateId' | 'isCustom'>>) =>
    actor.send({ type: 'settings.change', values });
  const chooseTemplate = (template: Template) =>
    actor.send({
      type: 'settings.chooseTemplate',
      templateId: template.id,
      isCustom: template.isCustom,
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'settings.save' });
  };

  const hasTemplate = settings.templateId !== null;
  return (
    <form className={styles.form} onSubmit={submit} aria-busy={isSaving || undefined} noValidate>
      {changedElsewhere && (
        <ChangedElsewhereNotice
          change={changedElsewhere}
          onReload={() => actor.send({ type: 'settings.reload' })}
        />
      )}
      <TextInput
        label={text['landingSettings.name']}
        value={settings.name}
        onChange={(event) => change({ name: event.target.value })}
        error={nameError}
        required
      />
      <Select
        label={text['landingSettings.template']}
        placeholder={text['landingSettings.templatePlaceholder']}
        options={templateOptions(templates, (id) =>
          fill(text, 'landingSettings.templateById', { id }),
        )}
        value={settings.templateId === null ? '' : String(settings.templateId)}
        onValueChange={(value) => {
          const template = templates.find((candidate) => String(candidate.id) === value);
          if (template) chooseTemplate(template);
        }}
        disabled={isTemplateLocked || templates.length === 0}
        error={templateError}
        required
      />
      {!isTemplateLocked && (
        <>
          <div className={styles.divider}>{text['landingSettings.or']}</div>
          <div>
            <Button variant="secondary" onClick={() => setTemplateModalOpen(true)}>
              {text['landingSettings.addTemplate']}
            </Button>
          </div>
          <TemplateFormModal
            open={isTemplateModalOpen}
            onOpenChange={setTemplateModalOpen}
            calls={client.template}
            draftOwner={draftOwner}
            words={templateFormWords}
            onDirtyChange={reportTemplateFormDirty}
            onSaveFailed={(error) => log('Failed to save template', error)}
            onSaved={(template) => {
              catalog.send({ type: 'templates.add', template });
              chooseTemplate(template);
            }}
            onSavedWithoutRecord={() => {
              notify('warning', CREATED_WITHOUT_ID);
              catalog.send({ type: 'catalog.reload' });
            }}
            renderHistory={(form) => (
              <FormHistory
                forms={[historyForm(form)]}
                labels={{
                  group: text['history.label'],
                  undo: text['history.undo'],
                  redo: text['history.redo'],
                }}
              />
            )}
          />
        </>
      )}
      {hasTemplate && !settings.isCustom && (
        <Select
          label={text['landingSettings.platform']}
          options={[
            { value: 'web', label: text['landingSettings.platformWeb'] },
            { value: 'mobile', label: text['landingSettings.platformMobile'] },
          ]}
          value={settings.platform ?? 'web'}
          onValueChange={(value) => change({ platform: value === 'mobile' ? 'mobile' : 'web' })}
        />
      )}
      {hasTemplate && settings.isCustom && (
        <Textarea
          label={text['landingSettings.webflow']}
          value={settings.webflowHtmlTagData}
          onChange={(event) => change({ webflowHtmlTagData: event.target.value })}
          rows={5}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={isSaving}>
          {text['landingSettings.save']}
        </Button>
        <Button
          variant="secondary"
          disabled={isSaving}
          onClick={() => actor.send({ type: 'settings.reset' })}
        >
          {text['landingSettings.reset']}
        </Button>
      </div>
      {/* A portal: its buttons are outside the form's DOM and submit nothing. */}
      <LandingSettingsConflictDialog actorRef={actor} />
    </form>
  );
}
