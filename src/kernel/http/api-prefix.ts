/** Every API route is under /api/v1 (the health probes and /metrics aside). */
export const API_PREFIX = 'api/v1';
