import { Module } from '@nestjs/common';
import { GeographyModule } from '../geography';
import './site.errors';
import './site.messages';
import { ContactInbox } from './contact/commands/contact-inbox';
import { ContactController } from './contact/http/contact.controller';
import { TrustPartners } from './trust-us/commands/trust-partners';
import { TrustUsController } from './trust-us/http/trust-us.controller';

/**
 * The public site's own calls: the contact form (kept and mailed to the administrators of the visitor's country) and
 * the partner organisations of the home page. Plain records rather than event streams: messages received and a list
 * of logos, with no decisions to replay.
 */
@Module({
  imports: [GeographyModule],
  controllers: [ContactController, TrustUsController],
  providers: [ContactInbox, TrustPartners],
})
export class SiteModule {}
