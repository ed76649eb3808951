export { SiteModule } from './site.module';
export { SiteErrors } from './site.errors';
export { CONTACT_REQUEST_TYPES } from './contact/http/contact.controller';
