import { Injectable } from '@nestjs/common';

/**
 * The time, injected: command handlers ask the clock and pass the time into the pure `decide` functions, so a test
 * can fix it. KernelModule provides the system clock; tests override the `Clock` provider with a `FixedClock`.
 */
export abstract class Clock {
  abstract now(): Date;

  nowIso(): string {
    return this.now().toISOString();
  }
}

@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that stands still until a test moves it. */
export class FixedClock extends Clock {
  private current: number;

  constructor(start: Date | string = '2026-01-01T00:00:00.000Z') {
    super();
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance(by: { days?: number; hours?: number; minutes?: number; seconds?: number; ms?: number }): void {
    this.current +=
      ((((by.days ?? 0) * 24 + (by.hours ?? 0)) * 60 + (by.minutes ?? 0)) * 60 + (by.seconds ?? 0)) * 1000 +
      (by.ms ?? 0);
  }
}
