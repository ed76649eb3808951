import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import {
  Confirm,
  Form,
  RecordContextProvider,
  Title,
  useBasename,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { fieldError, fieldErrorsAfter, serverMessage } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { contentFileSrc, type ContentImage } from './ContentEditor';
import { ApprovalToggle, StatusChip } from './ContentList';
import { CONTENT_KEY, type AgronomyContent } from './types';
import { draftOf, emptyDraft, formDataOf, languageOf, type Draft } from './contentDraft';
import { ContentFields } from './ContentFields';
import { ContentMedia } from './ContentMedia';
import { ContentDocuments } from './ContentDocuments';

const FIELDS = [
  'title',
  'category',
  'language',
  'content',
  'crops',
  'tags',
  'youtubeUrl',
  'mainImage',
  'video',
  'documents',
];

const KEEP_EDITS = { keepDirtyValues: true };

/** agronomy/create and agronomy/edit/{id}: the content's fields and files (multipart), its documents, its approval. */
export function ContentForm() {
  const { id } = useParams();
  const creating = !id;
  const api = useConsoleApi();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const existing = useQuery({
    queryKey: [CONTENT_KEY, 'private', id],
    enabled: !creating,
    queryFn: ({ signal }) => api.privateContent(id!, signal),
  });
  const categories = useQuery({
    queryKey: [CONTENT_KEY, 'categories'],
    queryFn: ({ signal }) => api.contentCategories(signal),
  });
  // A new content starts in the console's language; a saved one as it was read. A read again (a document deleted)
  // changes only the fields the author has not touched; a new form, without the files sent, follows a save.
  const [newDraft] = useState<Draft>(() => emptyDraft(languageOf(locale)));
  const record = useMemo(() => (existing.data ? draftOf(existing.data) : newDraft), [existing.data, newDraft]);
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState(false);

  const save = useApiMutation({
    mutationFn: (form: FormData) => (creating ? api.createContent(form) : api.updateContent(id!, form)),
    success: creating ? 'kasuwa.content.created' : 'kasuwa.content.updated',
    failure: 'kasuwa.content.saveFailure',
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: [CONTENT_KEY] });
      if (creating) navigate(`${basename}/agronomy/edit/${answer.data.id}`);
    },
  });
  const removeDocument = useApiMutation({
    mutationFn: (documentId: string) => api.deleteContentDocument(documentId),
    success: 'kasuwa.content.documentDeleted',
    failure: 'kasuwa.content.documentDeleteFailure',
    onSuccess: (answer) => queryClient.setQueryData([CONTENT_KEY, 'private', id], answer.data),
  });
  const remove = useApiMutation({
    mutationFn: () => api.delete<AgronomyContent>('agronomy', { id: id!, previousData: existing.data }),
    success: 'kasuwa.content.deleted',
    failure: 'kasuwa.content.deleteFailure',
    onSuccess: () => navigate(`${basename}/agronomy`),
  });

  if (!creating && existing.error)
    return <Alert severity="error">{serverMessage(existing.error, translate('kasuwa.content.loadFailure'))}</Alert>;
  if (!creating && !existing.data) return <CircularProgress aria-label={translate('kasuwa.content.loading')} />;

  const submit = async (values: Record<string, unknown>) => {
    return fieldErrorsAfter(async () => {
      await save.mutateAsync(formDataOf(values as unknown as Draft));
      setFormKey((key) => key + 1);
    });
  };
  // A failure the server tied to no field of the form is said under it.
  const unplaced = save.error && !FIELDS.some((field) => fieldError(save.error, field));
  // The images the text may show: the content's own, once saved (the sanitiser keeps no other).
  const images: ContentImage[] = [
    ...(existing.data?.mainImage
      ? [{ src: contentFileSrc(existing.data.mainImage.url), label: translate('kasuwa.content.fields.mainImage') }]
      : []),
    ...(existing.data?.documents ?? [])
      .filter((doc) => doc.contentType.startsWith('image/'))
      .map((doc, i) => ({ src: contentFileSrc(doc.url), label: translate('kasuwa.content.document', { n: i + 1 }) })),
  ];
  const title = translate(creating ? 'kasuwa.content.createTitle' : 'kasuwa.content.editTitle');
  const content = existing.data;

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 900 }}>
      <Title title={title} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {content && <StatusChip status={content.status} />}
        {content && (
          <RecordContextProvider value={content}>
            <ApprovalToggle />
          </RecordContextProvider>
        )}
      </Stack>
      <Card variant="outlined">
        <CardContent data-testid="content-form">
          <Form key={formKey} record={record} resetOptions={KEEP_EDITS} onSubmit={submit} noValidate>
            <Stack spacing={2.5}>
              <ContentFields categories={categories.data} images={images} />
              <ContentMedia content={content} />
              <ContentDocuments
                content={content}
                onRemove={(documentId) => removeDocument.mutate(documentId)}
                removing={removeDocument.isPending}
              />
              {unplaced && (
                <Alert severity="error">{serverMessage(save.error, translate('kasuwa.content.saveFailure'))}</Alert>
              )}
              <Stack direction="row" spacing={2}>
                <Button type="submit" variant="contained" disabled={save.isPending} data-testid="content-save">
                  {translate('kasuwa.content.save')}
                </Button>
                {!creating && (
                  <Button
                    color="error"
                    onClick={() => setDeleting(true)}
                    disabled={remove.isPending}
                    data-testid="content-delete"
                  >
                    {translate('kasuwa.content.delete')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </Form>
        </CardContent>
      </Card>
      <Confirm
        isOpen={deleting}
        title="kasuwa.content.deleteTitle"
        translateOptions={{ title: content?.title ?? '' }}
        content="kasuwa.content.deleteText"
        onConfirm={() => {
          setDeleting(false);
          remove.mutate(undefined, {
            onError: (e) => notify(serverMessage(e, translate('kasuwa.content.deleteFailure')), { type: 'error' }),
          });
        }}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}
