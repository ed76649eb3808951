import type { ReactElement } from 'react';

/** The partners screens' react-admin resources (registered by ../AdminApp.tsx). */
export const partnersResources: ReactElement[] = [];

/** The partners screens' custom routes (pages that are not resources), registered inside <CustomRoutes>. */
export const partnersRoutes: ReactElement[] = [];
