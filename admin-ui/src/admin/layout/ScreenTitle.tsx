import { useEffect, useRef, useState } from 'react';
import { Typography } from '@mui/material';
import { Title } from 'react-admin';

/** The console's name, after the screen's in the browser tab: "Users · Kasuwa". */
export const BRAND = 'Kasuwa';

/** Where react-admin's `<Title>` writes the screen's name (its TitlePortal in the app bar). */
const APP_BAR_TITLE = 'react-admin-title';
/** Where the screen itself is drawn (react-admin's Layout). */
const CONTENT = 'main-content';
/** Marks the name this component writes in the app bar, to tell it from the screen's own. */
const FALLBACK = 'data-screen-title-fallback';

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The app bar's title as the screen set it, without the name this component may have written there. */
function appBarName(): string {
  const bar = document.getElementById(APP_BAR_TITLE);
  if (!bar) return '';
  const copy = bar.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(`[${FALLBACK}]`).forEach((node) => node.remove());
  return clean(copy.textContent);
}

/** The screen's own h1, if it draws one. */
function contentHeading(own: HTMLElement | null): string | null {
  const headings = [...(document.getElementById(CONTENT)?.querySelectorAll('h1') ?? [])].filter(
    (heading) => heading !== own,
  );
  return headings.length ? clean(headings[0].textContent) : null;
}

/**
 * Every screen of the console named once, the same way, whatever it is built of. A screen names itself with
 * react-admin's `<Title>` (react-admin's List, Edit, Create and Show render theirs), and many custom screens also
 * draw their own h1; this component, in the layout, reads both and fills what is missing:
 * - the browser tab reads "<screen> · Kasuwa" (the name already in the console's language);
 * - a screen with no h1 of its own (react-admin's lists and forms) gets one with the app bar's name;
 * - a screen with an h1 but no `<Title>` gets the h1's text in the app bar, which is never left empty.
 */
export function ScreenTitle() {
  const [names, setNames] = useState<{ bar: string; heading: string | null }>({ bar: '', heading: null });
  const ownHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      const bar = appBarName();
      const heading = contentHeading(ownHeading.current);
      const name = bar || heading || '';
      const title = name ? `${name} · ${BRAND}` : BRAND;
      if (document.title !== title) document.title = title;
      setNames((current) => (current.bar === bar && current.heading === heading ? current : { bar, heading }));
    };
    // Once per frame at most, whatever the number of changes in it.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    read();
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
      document.title = BRAND;
    };
  }, []);

  if (!names.bar && names.heading) {
    return <Title preferenceKey={false} title={<span {...{ [FALLBACK]: '' }}>{names.heading}</span>} />;
  }
  if (names.bar && names.heading === null) {
    return (
      <Typography
        ref={ownHeading}
        variant="h5"
        component="h1"
        data-testid="screen-heading"
        sx={{ fontWeight: 700, mt: 2, mb: 1 }}
      >
        {names.bar}
      </Typography>
    );
  }
  return null;
}
