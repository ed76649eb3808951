import { useState } from 'react';
import { TextField } from '@mui/material';
import { FunctionField, TextField as TextValue, useListContext, useTranslate } from 'react-admin';
import { ConsoleDatagrid, PanelList } from '../../shared/ConsoleList';
import { FormattedDateField } from '../../shared/FormattedFields';
import { useFormat } from '../../shared/format';
import type { AgentFarmer } from './types';
import { Section, t } from './widgets';

/** The name search, sent 500 ms after the last key (react-admin's debounced filter), back to the first page. */
function NameSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [search, setSearch] = useState(String(filterValues.name ?? ''));
  return (
    <TextField
      size="small"
      label={translate(t('list.search'))}
      value={search}
      onChange={(event) => {
        setSearch(event.target.value);
        const name = event.target.value.trim();
        setFilters(name ? { name } : {}, undefined, true);
      }}
      slotProps={{ htmlInput: { 'data-testid': 'ea-farmers-search' } }}
    />
  );
}

/** The agent's farmers, 5 a page, sorted by name (the API's order), with a name search. */
export function FarmersList({ agentId }: { agentId: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const label = (key: string) => t(`list.${key}`);
  return (
    <Section title={t('list.title')} testId="ea-farmers">
      <PanelList resource="agent-farmers" filter={{ agentId }} perPage={5} errorFallback={translate(t('failure'))}>
        <NameSearch />
        <ConsoleDatagrid empty={translate(t('list.empty'))} rowTestId="ea-farmer-row" sx={{ mt: 1 }}>
          <TextValue source="fullName" label={label('name')} sortable={false} />
          <FunctionField<AgentFarmer> label={label('gender')} render={(f) => translate(t(`gender.${f.gender}`))} />
          <TextValue source="community" label={label('community')} sortable={false} />
          <TextValue source="farms" label={label('farms')} sortable={false} />
          <FunctionField<AgentFarmer> label={label('size')} render={(f) => format.area(f.farmsSizeHa)} />
          <FormattedDateField source="enrolledAt" label={label('enrolled')} sortable={false} />
        </ConsoleDatagrid>
      </PanelList>
    </Section>
  );
}
