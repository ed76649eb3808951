import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { map, Observable } from 'rxjs';

/** JSON texts by the answer they were made from: an answer kept in memory is the same object from request to request. */
const texts = new WeakMap<object, string>();

/**
 * Sends each answer's JSON text made once per answer object, not once per request: for routes whose answers come from
 * an in-memory cache (the dashboards', the agents' analytics), the same object answers many requests, and turning it
 * into JSON was a tenth of such a request's CPU (a state-and-LGA answer is 54 kB). Answers must not be changed once
 * given (the caches' answers never are). Fastify sends a string it is told is JSON as it is.
 */
@Injectable()
export class JsonTextOnceInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((answer) => {
        if (answer === null || typeof answer !== 'object') return answer;
        let text = texts.get(answer);
        if (text === undefined) {
          text = JSON.stringify(answer);
          texts.set(answer, text);
        }
        void reply.type('application/json; charset=utf-8');
        return text;
      }),
    );
  }
}

/** On a controller (or route) whose answers are kept in memory: see JsonTextOnceInterceptor. */
export const JsonTextOnce = () => UseInterceptors(JsonTextOnceInterceptor);
