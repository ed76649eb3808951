/** The pieces the extension-agent screens share: the message keys, a figure's query, a section, its loading and a figure card. */
import { useQuery } from '@tanstack/react-query';
import { Alert, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export const t = (key: string) => `kasuwa.eaAnalytics.${key}`;
export { FigureCard, Section } from '../../shared/FigureCards';

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

export function Loading({ error }: { error?: unknown }) {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{translate(t('failure'))}</Alert>;
  return <CircularProgress size={20} />;
}
