import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { useFileInput } from './ContentMedia';
import { type AgronomyContent } from './types';

/** The content's documents, each deletable at once, and the files chosen to upload with the next save. */
export function ContentDocuments({
  content,
  onRemove,
  removing,
}: {
  content: AgronomyContent | undefined;
  onRemove: (documentId: string) => void;
  removing: boolean;
}) {
  const translate = useTranslate();
  const { field, fieldState } = useFileInput<File[]>('documents');
  const documents: File[] = field.value ?? [];
  return (
    <Box>
      <Typography variant="subtitle2" component="h2">
        {translate('kasuwa.content.fields.documents')}
      </Typography>
      <List dense data-testid="content-documents">
        {(content?.documents ?? []).map((doc, i) => (
          <ListItem
            key={doc.id}
            secondaryAction={
              <Tooltip title={translate('kasuwa.content.deleteDocument')}>
                <IconButton
                  edge="end"
                  aria-label={translate('kasuwa.content.deleteDocument')}
                  onClick={() => onRemove(doc.id)}
                  disabled={removing}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemText primary={translate('kasuwa.content.document', { n: i + 1 })} secondary={doc.contentType} />
          </ListItem>
        ))}
        {documents.map((doc) => (
          <ListItem key={doc.name}>
            <ListItemText primary={doc.name} secondary={translate('kasuwa.content.toUpload')} />
          </ListItem>
        ))}
      </List>
      <Button variant="outlined" component="label">
        {translate('kasuwa.content.addDocuments')}
        <input
          hidden
          multiple
          type="file"
          accept=".pdf,.docx,.xlsx,.pptx,image/jpeg,image/png,image/webp"
          aria-label={translate('kasuwa.content.fields.documents')}
          onChange={(e) => field.onChange([...(e.target.files ?? [])])}
        />
      </Button>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Box>
  );
}
