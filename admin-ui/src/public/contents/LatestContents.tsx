import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { usePreferences } from '../../shared/usePreferences';
import { useT } from '../useT';
import { useRemote } from '../products/useRemote';
import { ContentCard } from './ContentCard';

const LATEST = '/api/v1/agronomy-contents/latest-published-contents';

/**
 * The home page's newest agronomy contents of the visitor's country (GET agronomy-contents/latest-published-contents),
 * in the page's language; when none is written in it yet, those of every language.
 */
export function LatestContents() {
  const t = useT();
  const { country, language } = usePreferences();
  const own = useRemote(LATEST, { params: { query: { countryName: country, language } } });
  const every = useRemote(own.data && own.data.length === 0 ? LATEST : null, {
    params: { query: { countryName: country } },
  });
  const latest = own.data?.length ? own : every;
  if (!latest.data?.length) return null;
  return (
    <Container
      maxWidth="lg"
      component="section"
      aria-labelledby="latest-contents"
      sx={{ pb: { xs: 6, md: 8 } }}
      data-testid="latest-contents"
    >
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="latest-contents" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {t('contents.latest')}
        </Typography>
        <Button component={RouterLink} to="/contents" endIcon={<ArrowForwardIcon />}>
          {t('contents.seeAll')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {latest.data.slice(0, 4).map((content) => (
          <ContentCard key={content.id} content={content} />
        ))}
      </Box>
    </Container>
  );
}
