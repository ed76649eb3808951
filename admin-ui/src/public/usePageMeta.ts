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
