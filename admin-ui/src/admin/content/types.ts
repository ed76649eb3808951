import type { Schema } from '../../shared/schemas';

export type AgronomyContent = Schema<'ContentResponse'>;
export const CONTENT_KEY = 'agronomy';
export const FILE_TYPES = ['DOCUMENT', 'IMAGE', 'MEDIA'] as const;
/** The languages a content is written in. */
export const LANGUAGES = ['en', 'fr'] as const;
export type ContentLanguage = (typeof LANGUAGES)[number];
export const STATUSES = ['PENDING', 'APPROVED', 'DECLINED', 'PUBLISHED', 'UNPUBLISHED'] as const;
const MANAGER_ROLES = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN', 'ROLE_PLATFORM_MANAGER'];
/** Administrators and platform managers read every content; anyone else their own. */
export const readsEveryContent = (role: string) => MANAGER_ROLES.includes(role);
