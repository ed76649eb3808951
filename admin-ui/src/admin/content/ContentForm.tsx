import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  IconButton,
  InputLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
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
import { fieldError, serverMessage } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { ContentEditor, contentFileSrc, type ContentImage } from './ContentEditor';
import { ApprovalToggle, StatusChip } from './ContentList';
import { CONTENT_KEY, FILE_TYPES, LANGUAGES, type AgronomyContent, type ContentLanguage } from './types';

interface Draft {
  title: string;
  category: string;
  fileType: string;
  content: string;
  crops: string;
  tags: string;
  youtubeUrl: string;
  publish: boolean;
  language: ContentLanguage;
}

/** A new content is written, until the author says otherwise, in the console's language. */
const emptyDraft = (language: ContentLanguage): Draft => ({
  title: '',
  category: '',
  fileType: 'DOCUMENT',
  content: '',
  crops: '',
  tags: '',
  youtubeUrl: '',
  publish: true,
  language,
});
const languageOf = (locale: string): ContentLanguage =>
  LANGUAGES.includes(locale as ContentLanguage) ? (locale as ContentLanguage) : 'en';

const draftOf = (c: AgronomyContent): Draft => ({
  title: c.title,
  category: c.category,
  fileType: c.fileType,
  content: c.content,
  crops: c.crops.join(', '),
  tags: c.tags.join(', '),
  youtubeUrl: c.youtubeUrl ?? '',
  publish: c.published,
  language: languageOf(c.language),
});

function formDataOf(draft: Draft, files: { mainImage: File | null; video: File | null; documents: File[] }): FormData {
  const form = new FormData();
  form.append('title', draft.title);
  form.append('category', draft.category);
  form.append('fileType', draft.fileType);
  form.append('content', draft.content);
  form.append('crops', draft.crops);
  if (draft.tags.trim()) form.append('tags', draft.tags);
  if (draft.youtubeUrl.trim()) form.append('youtubeUrl', draft.youtubeUrl.trim());
  form.append('publish', String(draft.publish));
  form.append('language', draft.language);
  if (files.mainImage) form.append('mainImage', files.mainImage, files.mainImage.name);
  if (files.video) form.append('video', files.video, files.video.name);
  for (const doc of files.documents) form.append('documents', doc, doc.name);
  return form;
}

/** A stored image of the content shown as a preview (read with the bearer token while the content is not public). */
function StoredImage({ url, alt }: { url: string; alt: string }) {
  const api = useConsoleApi();
  const blob = useQuery({
    queryKey: [CONTENT_KEY, 'file', url],
    queryFn: ({ signal }) => api.contentFile(url, signal),
  });
  const src = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : undefined), [blob.data]);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  return src ? (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{ maxWidth: 240, maxHeight: 160, borderRadius: 1, objectFit: 'cover' }}
      data-testid="content-image-preview"
    />
  ) : null;
}

function FilePreview({ file }: { file: File }) {
  const src = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(src), [src]);
  return (
    <Box
      component="img"
      src={src}
      alt={file.name}
      sx={{ maxWidth: 240, maxHeight: 160, borderRadius: 1, objectFit: 'cover' }}
      data-testid="content-image-preview"
    />
  );
}

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
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(languageOf(locale)));
  const [loadedId, setLoadedId] = useState<string | null>(null);
  if (existing.data && loadedId !== existing.data.id) {
    setLoadedId(existing.data.id);
    setDraft(draftOf(existing.data));
  }
  // The editor's form starts from the text loaded (a new content: empty) and is not reset while the author writes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const editorRecord = useMemo(() => ({ content: draft.content }), [loadedId]);
  const [mainImage, setMainImage] = useState<File | null>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [documents, setDocuments] = useState<File[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [deleting, setDeleting] = useState(false);

  const save = useApiMutation({
    mutationFn: (form: FormData) => (creating ? api.createContent(form) : api.updateContent(id!, form)),
    success: creating ? 'kasuwa.content.created' : 'kasuwa.content.updated',
    failure: 'kasuwa.content.saveFailure',
    onSuccess: (answer) => {
      setError(null);
      setMainImage(null);
      setVideo(null);
      setDocuments([]);
      void queryClient.invalidateQueries({ queryKey: [CONTENT_KEY] });
      if (creating) navigate(`${basename}/agronomy/edit/${answer.data.id}`);
    },
    onError: (e) => setError(e),
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

  const set = (field: keyof Draft) => (value: string | boolean) => setDraft({ ...draft, [field]: value });
  const errorOf = (field: string) => (error ? fieldError(error, field) : undefined);
  const submit = () => save.mutate(formDataOf(draft, { mainImage, video, documents }));
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
          <Form record={editorRecord} onSubmit={submit} noValidate>
            <Stack spacing={2.5}>
              <TextField
                label={translate('kasuwa.content.fields.title')}
                value={draft.title}
                onChange={(e) => set('title')(e.target.value)}
                required
                error={!!errorOf('title')}
                helperText={errorOf('title')}
                inputProps={{ maxLength: 200, 'data-testid': 'content-title' }}
              />
              <Autocomplete
                freeSolo
                options={categories.data ?? []}
                inputValue={draft.category}
                onInputChange={(_, value) => set('category')(value)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={translate('kasuwa.content.fields.category')}
                    required
                    error={!!errorOf('category')}
                    helperText={errorOf('category')}
                    inputProps={{ ...params.inputProps, maxLength: 100, 'data-testid': 'content-category' }}
                  />
                )}
              />
              <FormControl>
                <InputLabel id="content-file-type">{translate('kasuwa.content.fields.fileType')}</InputLabel>
                <Select
                  labelId="content-file-type"
                  label={translate('kasuwa.content.fields.fileType')}
                  value={draft.fileType}
                  onChange={(e) => set('fileType')(e.target.value)}
                >
                  {FILE_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {translate(`kasuwa.content.fileTypes.${type}`)}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <FormControl error={!!errorOf('language')}>
                <InputLabel id="content-language">{translate('kasuwa.content.fields.language')}</InputLabel>
                <Select
                  labelId="content-language"
                  label={translate('kasuwa.content.fields.language')}
                  value={draft.language}
                  onChange={(e) => set('language')(e.target.value)}
                  data-testid="content-language"
                >
                  {LANGUAGES.map((language) => (
                    <MenuItem key={language} value={language}>
                      {translate(`kasuwa.content.languages.${language}`)}
                    </MenuItem>
                  ))}
                </Select>
                <FormHelperText>{errorOf('language') ?? translate('kasuwa.content.languageHelp')}</FormHelperText>
              </FormControl>
              <ContentEditor
                html={draft.content}
                images={images}
                error={errorOf('content')}
                helperText={translate('kasuwa.content.contentHelp')}
                onChange={(html) => setDraft((current) => ({ ...current, content: html }))}
              />
              <TextField
                label={translate('kasuwa.content.fields.crops')}
                value={draft.crops}
                onChange={(e) => set('crops')(e.target.value)}
                required
                error={!!errorOf('crops')}
                helperText={errorOf('crops') ?? translate('kasuwa.content.listHelp')}
                inputProps={{ 'data-testid': 'content-crops' }}
              />
              <TextField
                label={translate('kasuwa.content.fields.tags')}
                value={draft.tags}
                onChange={(e) => set('tags')(e.target.value)}
                error={!!errorOf('tags')}
                helperText={errorOf('tags') ?? translate('kasuwa.content.listHelp')}
              />
              <TextField
                label={translate('kasuwa.content.fields.youtubeUrl')}
                value={draft.youtubeUrl}
                onChange={(e) => set('youtubeUrl')(e.target.value)}
                error={!!errorOf('youtubeUrl')}
                helperText={errorOf('youtubeUrl')}
                inputProps={{ 'data-testid': 'content-youtube' }}
              />
              <FormControlLabel
                control={<Switch checked={draft.publish} onChange={(e) => set('publish')(e.target.checked)} />}
                label={translate('kasuwa.content.fields.publish')}
              />

              <Box>
                <Typography variant="subtitle2" component="h2">
                  {translate('kasuwa.content.fields.mainImage')}
                </Typography>
                <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
                  {mainImage ? (
                    <FilePreview file={mainImage} />
                  ) : content?.mainImage ? (
                    <StoredImage url={content.mainImage.url} alt={content.title} />
                  ) : null}
                  <Button variant="outlined" component="label">
                    {translate('kasuwa.content.chooseImage')}
                    <input
                      hidden
                      type="file"
                      accept="image/jpeg,image/png,image/webp"
                      aria-label={translate('kasuwa.content.fields.mainImage')}
                      data-testid="content-main-image"
                      onChange={(e) => setMainImage(e.target.files?.[0] ?? null)}
                    />
                  </Button>
                </Stack>
                {errorOf('mainImage') && <FormHelperText error>{errorOf('mainImage')}</FormHelperText>}
              </Box>
              <Box>
                <Typography variant="subtitle2" component="h2">
                  {translate('kasuwa.content.fields.video')}
                </Typography>
                <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mt: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    {video?.name ??
                      (content?.video ? translate('kasuwa.content.videoKept') : translate('kasuwa.content.none'))}
                  </Typography>
                  <Button variant="outlined" component="label">
                    {translate('kasuwa.content.chooseVideo')}
                    <input
                      hidden
                      type="file"
                      accept="video/mp4,video/webm"
                      aria-label={translate('kasuwa.content.fields.video')}
                      onChange={(e) => setVideo(e.target.files?.[0] ?? null)}
                    />
                  </Button>
                </Stack>
                {errorOf('video') && <FormHelperText error>{errorOf('video')}</FormHelperText>}
              </Box>
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
                            onClick={() => removeDocument.mutate(doc.id)}
                            disabled={removeDocument.isPending}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      }
                    >
                      <ListItemText
                        primary={translate('kasuwa.content.document', { n: i + 1 })}
                        secondary={doc.contentType}
                      />
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
                    onChange={(e) => setDocuments([...(e.target.files ?? [])])}
                  />
                </Button>
                {errorOf('documents') && <FormHelperText error>{errorOf('documents')}</FormHelperText>}
              </Box>
              {!!error &&
                ![
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
                ].some((f) => errorOf(f)) && (
                  <Alert severity="error">{serverMessage(error, translate('kasuwa.content.saveFailure'))}</Alert>
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
        translateOptions={{ title: draft.title }}
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
