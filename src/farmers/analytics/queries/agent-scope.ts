import { Inject, Injectable } from '@nestjs/common';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../../../kernel/auth/access.ports';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { FarmersErrors } from '../../farmers.errors';
import { FarmerScope, isAdministrator, ROLE_EXTENSION_AGENT } from '../../registry/queries/farmer-scope';

export interface ReachableAgent {
  id: string;
  countryId: number;
}

/**
 * Who may see an extension agent's analytics: the agent themself, administrators, and platform managers for the agents
 * of the countries they monitor. Anyone else, and any id that is not an extension agent's, finds none
 * (EXTENSION_AGENT_NOT_FOUND, 404: never a 403 that tells the agent exists).
 */
@Injectable()
export class AgentScope {
  constructor(
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
    private readonly farmers: FarmerScope,
  ) {}

  async require(actor: Actor, agentId: string): Promise<ReachableAgent> {
    // An agent reading their own figures: the session lookup of this request has just read their roles and country.
    if (actor.id === agentId && actor.roles.includes(ROLE_EXTENSION_AGENT) && actor.countryId !== null)
      return { id: agentId, countryId: actor.countryId };
    const agent = await this.people.personOf(agentId);
    if (!agent || !agent.roles.includes(ROLE_EXTENSION_AGENT))
      throw new DomainError(FarmersErrors.EXTENSION_AGENT_NOT_FOUND);
    if (actor.id === agentId || isAdministrator(actor)) return { id: agentId, countryId: agent.countryId };
    const countries = await this.farmers.monitoredCountries(actor);
    if (countries?.includes(agent.countryId)) return { id: agentId, countryId: agent.countryId };
    throw new DomainError(FarmersErrors.EXTENSION_AGENT_NOT_FOUND);
  }
}
