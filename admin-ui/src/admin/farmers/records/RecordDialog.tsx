import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { newId } from '../offline/queue';
import { useOfflineSave } from '../offline/useOfflineSave';
import { RecordCropFields } from './RecordCropFields';
import { bodyOf, check, draftOf, type Draft } from './recordDraft';
import { useRecordFields } from './RecordFields';
import { RecordSection } from './RecordSection';
import { RecordYields } from './RecordYields';
import { SECTIONS, type PlantingRecord, type SectionKey } from '../types';
import { messageOf } from '../ui';
import { useFarmersApi } from '../useFarmersApi';
import { useRecordTypes } from './useRecordTypes';

/**
 * Creates or edits a planting record of a farm: season, year, crop, sowing date, training, the four sections
 * (fertilizer, manure, seed, crop protection), each entry removable on its own, and the yields. A new record has
 * its id from here; offline, it is kept on this device and sent when the connection returns.
 */
export function RecordDialog({
  farmerId,
  farmId,
  record,
  onClose,
  onSaved,
}: {
  farmerId: string;
  farmId: string;
  record?: PlantingRecord;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useFarmersApi();
  const [id] = useState(() => record?.id ?? newId());
  const [draft, setDraft] = useState<Draft>(() => draftOf(record));
  const { locale, choices, nameOf, optionsOf } = useRecordTypes();
  const crop = choices['crop-types'].find((type) => String(type.id) === draft.cropTypeId);
  const { errors, failure, busy, save } = useOfflineSave({
    check,
    send: (typed: Draft) => {
      const label = `${crop ? nameOf(crop) : ''} · ${translate(`kasuwa.farmers.seasons.${typed.season}`)} ${typed.year}`;
      return api.saveRecord({ id, farmerId, farmId, ...bodyOf(typed) }, label, !record);
    },
    saved: 'kasuwa.farmers.records.saved',
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const fields = useRecordFields(errors);

  const setField = (key: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const setItem = (section: SectionKey, index: number, name: string, value: string) =>
    setDraft((current) => ({
      ...current,
      [section]: current[section].map((item, at) => (at === index ? { ...item, [name]: value } : item)),
    }));
  const addItem = (section: SectionKey) =>
    setDraft((current) => ({
      ...current,
      [section]: [...current[section], { key: newId(), quantity: '', unitTypeId: '' }],
    }));

  /** A saved entry is deleted on the server at once (delete-fertilizer, ...); a new one just leaves the form. */
  const removeItem = async (section: (typeof SECTIONS)[number], index: number) => {
    const item = draft[section.key][index];
    if (item.id && record) {
      if (!window.confirm(translate('kasuwa.farmers.records.removeItemConfirm'))) return;
      try {
        const answer = await api.deleteRecordItem(section.remove, item.id);
        notify(answer.message || 'kasuwa.farmers.records.itemRemoved', { type: 'success' });
        onSaved();
      } catch (error) {
        notify(messageOf(error, translate('kasuwa.farmers.form.failure')), { type: 'error' });
        return;
      }
    }
    setDraft((current) => ({ ...current, [section.key]: current[section.key].filter((_, at) => at !== index) }));
  };

  const units = optionsOf(choices['unit-types']);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="record-dialog">
      <DialogTitle>
        {translate(record ? 'kasuwa.farmers.records.editTitle' : 'kasuwa.farmers.records.createTitle')}
      </DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="record-failure">
            {failure}
          </Alert>
        )}
        <RecordCropFields
          draft={draft}
          setField={setField}
          fields={fields}
          choices={choices}
          optionsOf={optionsOf}
          crop={crop}
          locale={locale}
        />
        {SECTIONS.map((section) => (
          <RecordSection
            key={section.key}
            section={section}
            items={draft[section.key]}
            fields={fields}
            types={optionsOf(choices[section.list])}
            units={units}
            onAdd={() => addItem(section.key)}
            onChange={(index, name, value) => setItem(section.key, index, name, value)}
            onRemove={(index) => void removeItem(section, index)}
          />
        ))}
        <RecordYields
          draft={draft}
          setField={setField}
          fields={fields}
          massUnits={optionsOf(choices['unit-types'].filter((type) => type.measure !== 'VOLUME'))}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save(draft)} disabled={busy} data-testid="record-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
