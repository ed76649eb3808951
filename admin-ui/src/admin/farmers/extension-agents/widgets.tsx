/** The pieces the extension-agent screens share: the message keys, a figure's query, a section, its loading and a figure card. */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, CardContent, CardHeader, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const t = (key: string) => `kasuwa.eaAnalytics.${key}`;

/** Loads one figure of an agent with react-query (keyed by agent and figure). */
export function useFigure<T>(
  agentId: string | undefined,
  name: string,
  load: (id: string, signal?: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: ['ea-analytics', agentId, name],
    queryFn: ({ signal }) => load(agentId!, signal),
    enabled: !!agentId,
  });
}

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const translate = useTranslate();
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardHeader title={translate(title)} titleTypographyProps={{ variant: 'subtitle1', fontWeight: 700 }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

export function Loading({ error }: { error?: unknown }) {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{translate(t('failure'))}</Alert>;
  return <CircularProgress size={20} />;
}

/** A figure card: its label, its value and a line under it. */
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
        <Typography variant="h5" sx={{ fontWeight: 700 }} data-testid={`${testId}-value`}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
