import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en');

/** Renders `ui` inside react-admin (English, an in-memory store, `dataProvider` when the test reads a list). */
export function renderInAdmin(ui: ReactNode, dataProvider?: Partial<DataProvider>) {
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider as DataProvider | undefined}>
      {ui}
    </AdminContext>,
  );
}
