import { Injectable, Module } from '@nestjs/common';
import { EventStore } from '../../src/kernel/events/event-store';
import { StoredEvent } from '../../src/kernel/events/event.types';
import { DomainEventSubscriber, SubscribesTo } from '../../src/kernel/messaging/domain-event-subscriber';
import { startTestApp, TestApp } from '../support/test-app';

@Injectable()
@SubscribesTo({ name: 'scale-recorder', events: ['Sown'] })
class CountingSubscriber implements DomainEventSubscriber {
  static deliveries: number[] = [];
  async handle(event: StoredEvent): Promise<void> {
    CountingSubscriber.deliveries.push(event.globalPosition);
  }
}

@Module({ providers: [CountingSubscriber] })
class CountingModule {}

describe('several API and worker processes on one database and one Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let third: TestApp;
  beforeAll(async () => {
    first = await startTestApp({ modules: [CountingModule] });
    second = await startTestApp({ modules: [CountingModule], joining: first });
    third = await startTestApp({ modules: [CountingModule], joining: first, smtp: false });
  });
  afterAll(async () => {
    await third.close();
    await second.close();
    await first.close();
  });

  it('process every event and every job exactly once', async () => {
    const stores = [first, second, third].map((t) => t.app.get(EventStore));
    // Ten writers at a time in each process: side by side across the three, without opening sixty connections at once
    // on a server the other test files share (a burst that, on a loaded machine, outlasts the connection time limit).
    const appended: Awaited<ReturnType<EventStore['append']>>[] = [];
    for (let wave = 0; wave < 2; wave++) {
      appended.push(
        ...(await Promise.all(
          Array.from({ length: 30 }, (_, n) => {
            const i = wave * 30 + n;
            return stores[i % 3].append(`plot-${i}`, 'plot', 'no_stream', [
              { type: 'Sown', data: { crop: 'maize', i } },
            ]);
          }),
        )),
      );
    }
    const expected = appended.map((r) => r.events[0].globalPosition).sort((a, b) => a - b);
    // The three share the database and the queues: when the first sees nothing left to do, neither do the others.
    await first.settled();
    expect([...CountingSubscriber.deliveries].sort((a, b) => a - b)).toEqual(expected);
  });

  it('share sessions: a token from one API process works on another', async () => {
    const token = await first.login();
    await second.http().get('/api/v1/users/me').set('Authorization', `Bearer ${token}`).expect(200);
  });
});
