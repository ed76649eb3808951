import { Card, CardContent, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const t = (key: string) => `kasuwa.messaging.${key}`;

/** A table's header row: each field's label, aligned as `align` says. */
export function HeaderCells({
  fields,
  align,
}: {
  fields: readonly string[];
  align?: (field: string) => 'right' | 'left';
}) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {fields.map((field) => (
          <TableCell key={field} component="th" scope="col" align={align?.(field)}>
            {translate(t(`fields.${field}`))}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** A titled card of the messaging page. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
