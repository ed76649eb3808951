import type { ReactElement } from 'react';

/** The trade screens' react-admin resources (registered by ../AdminApp.tsx). */
export const tradeResources: ReactElement[] = [];

/** The trade screens' custom routes (pages that are not resources), registered inside <CustomRoutes>. */
export const tradeRoutes: ReactElement[] = [];
