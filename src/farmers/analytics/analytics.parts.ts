import { AgentAnalyticsController } from './http/agent-analytics.controller';
import {
  ExtensionAgentFigureHandler,
  ExtensionAgentFigures,
  ExtensionAgentInformationHandler,
} from './queries/agent-analytics.queries';
import { AgentFigureCache } from './queries/agent-figure-cache';
import { AgentFiguresFreshness } from './queries/agent-figures-freshness';
import { AgentFreshnessHeaders } from './http/agent-freshness-headers.interceptor';
import { AgentScope } from './queries/agent-scope';
import { ExtensionAgentAnalytics } from './read-models/extension-agent-analytics.consumer';

/** Extension-agent analytics, registered in FarmersModule. */
export const ANALYTICS_CONTROLLERS = [AgentAnalyticsController];
export const ANALYTICS_PROVIDERS = [
  ExtensionAgentAnalytics,
  AgentScope,
  ExtensionAgentFigures,
  AgentFigureCache,
  ExtensionAgentFigureHandler,
  ExtensionAgentInformationHandler,
  AgentFiguresFreshness,
  AgentFreshnessHeaders,
];
