import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

/** The extension agent the imported farmers are registered for (asked of those who manage several agents' farmers). */
export function ExtensionAgentPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList('users/extensionagents', {
    filter: { status: 'APPROVED' },
    pagination: { page: 1, perPage: 100 },
  });
  const label = (agent: { id: string | number; firstname?: string; lastname?: string; email?: string }) =>
    `${agent.firstname ?? ''} ${agent.lastname ?? ''} (${agent.email ?? ''})`.trim();
  return (
    <Autocomplete
      options={data}
      loading={isPending}
      value={data.find((agent) => agent.id === value) ?? null}
      getOptionLabel={label}
      onChange={(_, agent) => onChange(agent ? String(agent.id) : undefined)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('kasuwa.farmers.import.owner')}
          helperText={translate('kasuwa.farmers.import.ownerHelp')}
        />
      )}
      sx={{ maxWidth: 480 }}
      data-testid="import-owner"
    />
  );
}
