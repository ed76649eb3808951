import { languageFrom, translate } from './translator';

describe('translator', () => {
  it('picks French only when the caller prefers it', () => {
    expect(languageFrom(undefined)).toBe('en');
    expect(languageFrom('fr')).toBe('fr');
    expect(languageFrom('fr-CI,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageFrom('en-GB,fr;q=0.5')).toBe('en');
    expect(languageFrom('de-DE,fr;q=0.7')).toBe('fr');
    expect(languageFrom('sw')).toBe('en');
  });

  it('fills in parameters and falls back to English', () => {
    expect(translate('UPLOAD_TOO_LARGE', 'fr', { max: 512 })).toBe(
      'Le fichier est trop volumineux (512 Ko au maximum).',
    );
    expect(translate('UPLOAD_TOO_LARGE', 'en', { max: 512 })).toBe('The file is too large (at most 512 KB).');
  });
});
