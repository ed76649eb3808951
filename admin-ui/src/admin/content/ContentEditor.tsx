/**
 * The content's text, edited as it will read (react-admin's rich-text input, ra-input-rich-text): headings, emphasis,
 * lists, quotes, links and the images among the content's own files; a preview shows it as the public page will. The
 * server keeps only what its sanitiser allows (src/content/commands/content-input.ts), so the toolbar offers only that.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Menu,
  MenuItem,
  Paper,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { RichTextInput, RichTextInputToolbar, useTiptapEditor } from 'ra-input-rich-text';
import { ContentBody } from '../../public/contents/ContentBody';

const t = (key: string) => `kasuwa.content.editor.${key}`;

type Chain = { [command: string]: (...args: any[]) => Chain } & { run: () => boolean };

/** An image the content holds (its main image, its image documents), by the address the sanitiser accepts. */
export interface ContentImage {
  src: string;
  label: string;
}

/** The API's relative file address ("agronomy-contents/{id}/files/{fileId}") as the page will load it. */
export const contentFileSrc = (url: string) => `/api/v1/${url.replace(/^\/?(api\/v1\/)?/, '')}`;

function Toolbar({ images }: { images: ContentImage[] }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const [imageMenu, setImageMenu] = useState<HTMLElement | null>(null);
  if (!editor) return null;
  // The commands come from the editor's extensions (ra-input-rich-text's starter kit, link and image), whose types
  // this package does not import.
  const chain = () => editor.chain().focus() as unknown as Chain;
  const level = ([2, 3, 4] as const).find((l) => editor.isActive('heading', { level: l }));
  const link = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(translate(t('linkPrompt')), current ?? 'https://');
    if (href === null) return;
    if (!href.trim() || href.trim() === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <RichTextInputToolbar>
      <ToggleButtonGroup size="small" exclusive value={level ?? 0} aria-label={translate(t('headings'))}>
        <ToggleButton value={0} aria-label={translate(t('paragraph'))} onClick={() => chain().setParagraph().run()}>
          ¶
        </ToggleButton>
        {([2, 3, 4] as const).map((l) => (
          <ToggleButton
            key={l}
            value={l}
            aria-label={`H${l} ${translate(t(`heading${l}`))}`}
            onClick={() => chain().toggleHeading({ level: l }).run()}
          >
            {`H${l}`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup size="small" aria-label={translate(t('format'))}>
        <ToggleButton
          value="bold"
          selected={editor.isActive('bold')}
          aria-label={translate(t('bold'))}
          onClick={() => chain().toggleBold().run()}
        >
          <FormatBoldIcon fontSize="inherit" />
        </ToggleButton>
        <ToggleButton
          value="italic"
          selected={editor.isActive('italic')}
          aria-label={translate(t('italic'))}
          onClick={() => chain().toggleItalic().run()}
        >
          <FormatItalicIcon fontSize="inherit" />
        </ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup size="small" aria-label={translate(t('lists'))}>
        <ToggleButton
          value="bullets"
          selected={editor.isActive('bulletList')}
          aria-label={translate(t('bulletList'))}
          onClick={() => chain().toggleBulletList().run()}
        >
          <FormatListBulletedIcon fontSize="inherit" />
        </ToggleButton>
        <ToggleButton
          value="numbers"
          selected={editor.isActive('orderedList')}
          aria-label={translate(t('orderedList'))}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <FormatListNumberedIcon fontSize="inherit" />
        </ToggleButton>
        <ToggleButton
          value="quote"
          selected={editor.isActive('blockquote')}
          aria-label={translate(t('quote'))}
          onClick={() => chain().toggleBlockquote().run()}
        >
          <FormatQuoteIcon fontSize="inherit" />
        </ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup size="small" aria-label={translate(t('insert'))}>
        <ToggleButton value="link" selected={editor.isActive('link')} aria-label={translate(t('link'))} onClick={link}>
          {editor.isActive('link') ? <LinkOffIcon fontSize="inherit" /> : <LinkIcon fontSize="inherit" />}
        </ToggleButton>
        <ToggleButton
          value="image"
          aria-label={translate(t('image'))}
          onClick={(event) => setImageMenu(event.currentTarget)}
        >
          <ImageIcon fontSize="inherit" />
        </ToggleButton>
      </ToggleButtonGroup>
      <Menu anchorEl={imageMenu} open={!!imageMenu} onClose={() => setImageMenu(null)}>
        {images.length === 0 && <MenuItem disabled>{translate(t('noImages'))}</MenuItem>}
        {images.map((image) => (
          <MenuItem
            key={image.src}
            onClick={() => {
              chain().setImage({ src: image.src, alt: image.label }).run();
              setImageMenu(null);
            }}
          >
            {image.label}
          </MenuItem>
        ))}
      </Menu>
    </RichTextInputToolbar>
  );
}

/** The editor and its preview; `source` is "content" in the surrounding react-admin form. */
export function ContentEditor({ images, helperText }: { images: ContentImage[]; helperText?: string }) {
  const translate = useTranslate();
  const html = useWatch<{ content?: string | null }, 'content'>({ name: 'content' }) ?? '';
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <Box data-testid="content-editor">
      <Tabs value={tab} onChange={(_, value) => setTab(value)} aria-label={translate('kasuwa.content.fields.content')}>
        <Tab value="write" label={translate(t('write'))} />
        <Tab value="preview" label={translate(t('preview'))} data-testid="content-preview-tab" />
      </Tabs>
      <Box hidden={tab !== 'write'}>
        <RichTextInput
          source="content"
          label="kasuwa.content.fields.content"
          isRequired
          fullWidth
          toolbar={<Toolbar images={images} />}
          helperText={helperText}
          sx={{ '& .ProseMirror': { minHeight: 200 }, '& .ProseMirror img': { maxWidth: '100%' } }}
          data-testid="content-text"
        />
      </Box>
      {tab === 'preview' && (
        <Paper variant="outlined" sx={{ p: 2, mt: 1 }}>
          {html.replace(/<[^>]*>/g, '').trim() || html.includes('<img') ? (
            <ContentBody html={html} testId="content-preview" />
          ) : (
            <Typography color="text.secondary">{translate(t('nothingToPreview'))}</Typography>
          )}
        </Paper>
      )}
      {tab === 'write' && (
        <Button size="small" sx={{ mt: 0.5 }} onClick={() => setTab('preview')}>
          {translate(t('showPreview'))}
        </Button>
      )}
    </Box>
  );
}
