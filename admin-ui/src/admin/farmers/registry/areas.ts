import { useLocaleState, useTranslate } from 'react-admin';

/** A local area as geography lists it; `kindLabel` names what areas are called there ("LGA", "District", ...). */
interface Area {
  kindLabel?: string;
  kindLabelFr?: string;
  listed?: boolean;
}

/**
 * The label of the LGA field: what the state's areas are called (when geography says, and all alike), in the
 * console's language; else the translation of `fallbackKey`.
 */
export function useAreaLabel(places: readonly object[] | undefined, fallbackKey: string): string {
  const areas = places as readonly Area[] | undefined;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const labels = new Set(
    (areas ?? [])
      .filter((area) => area.listed !== false)
      .map((area) => (locale === 'fr' ? area.kindLabelFr : area.kindLabel)),
  );
  const [only] = [...labels];
  return labels.size === 1 && only ? only : translate(fallbackKey);
}
