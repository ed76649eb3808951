import { Stack } from '@mui/material';
import { TextInput, maxLength, required } from 'react-admin';

/** The category's English and French names. */
export function CategoryNameInputs() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextInput
        source="name"
        label="kasuwa.catalogue.categories.name"
        validate={[required(), maxLength(60)]}
        fullWidth
        data-testid="category-name"
      />
      <TextInput
        source="nameFr"
        label="kasuwa.catalogue.categories.nameFr"
        helperText="kasuwa.catalogue.categories.nameFrHelp"
        validate={maxLength(60)}
        fullWidth
        data-testid="category-name-fr"
      />
    </Stack>
  );
}
