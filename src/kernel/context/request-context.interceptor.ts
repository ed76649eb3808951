import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import type { KasuwaRequest } from '../auth/access.guard';
import { RequestContexts } from './request-context';

/** Runs the handler (and its pipes) inside the request context the access guard built. */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<KasuwaRequest>();
    if (!request.kasuwa) return next.handle();
    const requestContext = request.kasuwa;
    return new Observable((subscriber) => RequestContexts.run(requestContext, () => next.handle().subscribe(subscriber)));
  }
}
