import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Link, List, ListItem, Typography } from '@mui/material';
import { usePreferences } from '../../shared/usePreferences';
import { useT } from '../useT';
import { usePageMeta } from '../usePageMeta';
import { TERMS } from './texts';

/** /privacy-and-terms: the terms of use and the privacy notice, with a table of contents. */
export function TermsPage() {
  const t = useT();
  const { language } = usePreferences();
  usePageMeta(t('terms.title'), t('terms.description'));
  const sections = TERMS[language];
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 4, md: 6 } }} data-testid="terms-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} gutterBottom>
        {t('terms.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('terms.description')}
      </Typography>
      <Box component="nav" aria-label={t('terms.contents')} sx={{ mb: 4 }}>
        <List dense disablePadding>
          {sections.map((section) => (
            <ListItem key={section.id} disableGutters>
              <Link href={`#terms-${section.id}`} underline="hover">
                {section.heading}
              </Link>
            </ListItem>
          ))}
        </List>
      </Box>
      {sections.map((section) => (
        <Box
          key={section.id}
          component="section"
          aria-labelledby={`terms-${section.id}`}
          sx={{ mb: 3, scrollMarginTop: 80 }}
        >
          <Typography
            id={`terms-${section.id}`}
            variant="h5"
            component="h2"
            sx={{ fontWeight: 700, mb: 1, scrollMarginTop: 80 }}
          >
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
        <Link component={RouterLink} to="/contact/">
          {t('footer.contact')}
        </Link>
        {' · '}
        <Link component={RouterLink} to="/faq/">
          {t('footer.faq')}
        </Link>
      </Typography>
    </Container>
  );
}
