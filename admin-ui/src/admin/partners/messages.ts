/** The partners screens' messages, merged into ../i18n/en.ts and ../i18n/fr.ts. */
const en = {
  resources: {},
  texts: { menu: { section: 'Partners' } },
};

const fr: typeof en = {
  resources: {},
  texts: { menu: { section: 'Partenaires' } },
};

export default { en, fr };
