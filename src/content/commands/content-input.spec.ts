import { DomainError } from '../../kernel/errors/domain-error';
import '../content.errors';
import { canonicalYoutubeUrl, sanitiseRichText } from './content-input';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
};

describe('YouTube video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('accepts %s', (url, id) => {
    expect(canonicalYoutubeUrl(url)).toBe(`https://www.youtube.com/watch?v=${id}`);
  });

  it.each([
    'https://vimeo.com/123456',
    'https://www.youtube.com/@kasuwa',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com/watch?v=short',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'not a url',
  ])('refuses %s', (url) => {
    expect(code(() => canonicalYoutubeUrl(url))).toBe('CONTENT_VIDEO_LINK_INVALID');
  });
});

describe('rich text', () => {
  it('keeps the article markup and drops scripts, handlers and unsafe links', () => {
    const clean = sanitiseRichText(
      '<h2>Maïs</h2><p onclick="x()">Semez <strong>tôt</strong><script>alert(1)</script> <a ' +
        'href="javascript:alert(1)">ici</a> <a href="https://fao.org">FAO</a></p><img src=x onerror=alert(1)>',
    );
    expect(clean).toContain('<h2>Maïs</h2>');
    expect(clean).toContain('<strong>tôt</strong>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|<img/);
    expect(clean).toContain('href="https://fao.org"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
  });

  it('keeps an image of a content’s own file, and no other', () => {
    const file =
      '/api/v1/agronomy-contents/0b9f3c1e-5d2a-4c4f-9a57-2f0e6f1d8a10/files/7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
    const clean = sanitiseRichText(
      `<p>Rows 75 cm apart</p><p></p><img src="${file}" alt="Maize rows" onerror="x()"><img ` +
        `src="https://example.com/x.png"><img src="/api/v1/users/me"><img src="${file}?x=1">`,
    );
    expect(clean).toBe(`<p>Rows 75 cm apart</p><img src="${file}" alt="Maize rows" />`);
  });

  it('refuses a text that is only markup', () => {
    expect(code(() => sanitiseRichText('<p> <script>alert(1)</script></p>'))).toBe('CONTENT_TEXT_EMPTY');
  });
});
