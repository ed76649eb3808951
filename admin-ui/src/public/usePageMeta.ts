import { useEffect } from 'react';

const SITE = 'Kasuwa';

/** Sets the page's title and its description for search engines while the page is shown. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : SITE;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}

/** A description for search engines from a longer text: its first 160 characters, cut at a word. */
export function summaryOf(text: string | null | undefined, max = 160): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
