/** The cards of the console's figures (dashboards, an extension agent's screens): a titled section and a figure. */
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled card (its title a second-level heading) around a part of a page. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const translate = useTranslate();
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardHeader
        title={translate(title)}
        titleTypographyProps={{ variant: 'subtitle1', component: 'h2', fontWeight: 700 }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

/** A figure card: its label, its value, and a line under it (today's, an average). */
export function FigureCard({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  testId: string;
}) {
  const translate = useTranslate();
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate(label)}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`${testId}-value`}>
          {value}
        </Typography>
        {detail !== undefined && detail !== null && (
          <Typography variant="caption" color="text.secondary" data-testid={`${testId}-detail`}>
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
