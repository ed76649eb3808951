import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useFormat } from '../../shared/format';
import { Loading, Section, t } from './widgets';

/** The agent's farmers, 5 a page, sorted by name, with a name search (sent 500 ms after the last key). */
export function FarmersList({ agentId }: { agentId: string }) {
  const api = useConsoleApi();
  const translate = useTranslate();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setName(search.trim());
      setPage(0);
    }, 500);
    return () => clearTimeout(timer);
  }, [search]);
  const farmers = useQuery({
    queryKey: ['ea-analytics', agentId, 'farmers-list', page, name],
    queryFn: ({ signal }) => api.agentFarmers(agentId, { page, size: 5, name }, signal),
  });
  return (
    <Section title={t('list.title')} testId="ea-farmers">
      <TextField
        size="small"
        label={translate(t('list.search'))}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        inputProps={{ 'data-testid': 'ea-farmers-search' }}
      />
      {!farmers.data ? (
        <Box sx={{ mt: 2 }}>
          <Loading error={farmers.error} />
        </Box>
      ) : (
        <>
          <Table size="small" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                {['name', 'gender', 'community', 'farms', 'size', 'enrolled'].map((key) => (
                  <TableCell key={key}>{translate(t(`list.${key}`))}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {farmers.data.content.map((f) => (
                <TableRow key={f.id} data-testid="ea-farmer-row">
                  <TableCell>{f.fullName}</TableCell>
                  <TableCell>{translate(t(`gender.${f.gender}`))}</TableCell>
                  <TableCell>{f.community}</TableCell>
                  <TableCell>{f.farms}</TableCell>
                  <TableCell>{format.area(f.farmsSizeHa)}</TableCell>
                  <TableCell>{format.date(f.enrolledAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={farmers.data.totalElements}
            page={page}
            rowsPerPage={5}
            rowsPerPageOptions={[5]}
            onPageChange={(_, next) => setPage(next)}
            labelDisplayedRows={({ from, to, count }) => translate(t('list.rows'), { from, to, count })}
          />
        </>
      )}
    </Section>
  );
}
