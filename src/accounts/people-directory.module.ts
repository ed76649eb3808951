import { Module } from '@nestjs/common';
import { ACTOR_RESOLVER, PEOPLE_DIRECTORY } from '../kernel/auth/access.ports';
import { UserActorResolver } from './queries/actor-resolver';
import { PeopleDirectoryAdapter } from './queries/people-directory';

/**
 * Who people are, for the kernel and the other modules: ACTOR_RESOLVER (the acting user of a token) and
 * PEOPLE_DIRECTORY (roles, country, employer), over the accounts tables. A module of its own so that those who need
 * only this (authorization, the access guard, catalogue, affiliation, orders) import it without the whole of accounts:
 * AccountsModule itself may then use authorization without a cycle.
 */
@Module({
  providers: [
    { provide: ACTOR_RESOLVER, useClass: UserActorResolver },
    { provide: PEOPLE_DIRECTORY, useClass: PeopleDirectoryAdapter },
  ],
  exports: [ACTOR_RESOLVER, PEOPLE_DIRECTORY],
})
export class PeopleDirectoryModule {}
