import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { KasuwaRequest } from '../auth/access.guard';

/** The signed-in user of the request (routes marked @Authenticated or @RequirePermission always have one). */
export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<KasuwaRequest>().kasuwa?.actor ?? null;
});
