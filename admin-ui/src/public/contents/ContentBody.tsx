import { Box } from '@mui/material';

/**
 * A content's text as the public page shows it (also the console editor's preview). The API keeps only safe markup
 * (sanitised when written): paragraphs, headings, lists, quotes, tables and links.
 */
export function ContentBody({ html, testId = 'content-body' }: { html: string; testId?: string }) {
  return (
    <Box
      sx={{ mt: 3, typography: 'body1', '& h2, & h3': { mt: 3 }, '& a': { color: 'primary.dark' } }}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
