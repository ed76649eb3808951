/** The trade screens' messages, merged into ../i18n/en.ts and ../i18n/fr.ts. */
const en = {
  resources: {},
  texts: { menu: { section: 'Trade' } },
};

const fr: typeof en = {
  resources: {},
  texts: { menu: { section: 'Commerce' } },
};

export default { en, fr };
