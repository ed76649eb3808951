import { type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../shared/format';
import { useReferenceCountries } from '../../api/reference';
import type { AgentInformation } from './types';
import { Section, t } from './widgets';

/** The agent's name, contact and totals. */
export function PersonalInfo({ info }: { info: AgentInformation }) {
  const translate = useTranslate();
  const format = useFormat();
  const countries = useReferenceCountries();
  const date = (value: string | null | undefined) => (value ? format.date(value) : translate(t('never')));
  // Named in the console's language where the reference data has it (Côte d'Ivoire, Sénégal…).
  const country = info.country
    ? (countries.data?.find((c) => String(c.id) === String(info.country!.id)) ?? info.country)
    : null;
  const rows: [string, ReactNode][] = [
    ['email', info.email ?? '—'],
    ['phone', info.phone ?? '—'],
    ['company', info.company ?? '—'],
    ['country', country ? format.placeName(country) : '—'],
    ['memberSince', date(info.createdAt)],
    ['lastLogin', date(info.lastLoginAt)],
  ];
  return (
    <Section title={t('personalInfo')} testId="ea-personal-info">
      <Typography variant="h6" data-testid="ea-agent-name">
        {info.firstname} {info.lastname}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
      >
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(t(key))}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, mt: 2, flexWrap: 'wrap' }}>
        {(['farmers', 'farms', 'records', 'communities'] as const).map((key) => {
          const value = {
            farmers: info.totals.farmers,
            farms: info.totals.farms,
            records: info.totals.plantingRecords,
            communities: info.totals.communities,
          }[key];
          return (
            <Box key={key} data-testid={`ea-total-${key}`}>
              <Typography variant="h6" sx={{ fontWeight: 700 }}>
                {value}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate(t(`totals.${key}`))}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
