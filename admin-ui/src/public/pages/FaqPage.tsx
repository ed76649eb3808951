import { Link as RouterLink } from 'react-router-dom';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Container, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { usePreferences } from '../../shared/usePreferences';
import { useT } from '../useT';
import { usePageMeta } from '../usePageMeta';
import { FAQ } from './texts';

/** /faq/: questions about ordering, quotations, advice and personal data, grouped, each opening its answer. */
export function FaqPage() {
  const t = useT();
  const { language } = usePreferences();
  usePageMeta(t('faq.title'), t('faq.description'));
  return (
    <Container maxWidth="md" component="section" sx={{ py: { xs: 4, md: 6 } }} data-testid="faq-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} gutterBottom>
        {t('faq.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('faq.description')}
      </Typography>
      {FAQ[language].map((group) => (
        <Box key={group.id} component="section" aria-labelledby={`faq-${group.id}`} sx={{ mb: 4 }}>
          <Typography id={`faq-${group.id}`} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            {group.heading}
          </Typography>
          {group.questions.map((item) => (
            <Accordion key={item.id} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }}>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                id={`faq-q-${item.id}`}
                aria-controls={`faq-a-${item.id}`}
              >
                <Typography sx={{ fontWeight: 600 }}>{item.question}</Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-a-${item.id}`}>
                {item.answer.map((paragraph) => (
                  <Typography key={paragraph} sx={{ mb: 1 }}>
                    {paragraph}
                  </Typography>
                ))}
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
      <Typography sx={{ mt: 2 }}>{t('faq.more')}</Typography>
      <Button component={RouterLink} to="/contact/" variant="contained" disableElevation sx={{ mt: 2 }}>
        {t('footer.contact')}
      </Button>
    </Container>
  );
}
