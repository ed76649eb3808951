import { Grid } from '@mui/material';
import { BooleanInput, TextInput, type TextInputProps } from 'react-admin';

const HALF = { xs: 12, sm: 6 };

/** A farmer form's text input in its grid cell (half a row unless `cell` says), its test id `farmer-<source>`. */
export function TextCell({ cell = HALF, ...props }: TextInputProps & { cell?: number | Record<string, number> }) {
  return (
    <Grid size={cell}>
      <TextInput fullWidth data-testid={`farmer-${props.source}`} {...props} />
    </Grid>
  );
}

/** A farmer form's switch, its test id `farmer-<source>`. */
export function Tick({ source, label }: { source: string; label: string }) {
  return <BooleanInput source={source} label={label} data-testid={`farmer-${source}`} helperText={false} />;
}
