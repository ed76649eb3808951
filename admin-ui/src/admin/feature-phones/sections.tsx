import { Card, CardContent, Typography } from '@mui/material';

export const t = (key: string) => `kasuwa.messaging.${key}`;

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
