import { describe, expect, it } from 'vitest';
import { MemoryQueueStore, newId, OfflineQueue, type QueuedSubmission } from './queue';

/** A server that makes one object per id (as the API does) and can be cut off or made to refuse. */
function fakeServer() {
  const objects = new Map<string, Record<string, unknown>>();
  const requests: { path: string; id: string }[] = [];
  const server = {
    reachable: true,
    /** Answers the request, then loses the answer on the way back (the connection drops). */
    loseNextAnswer: false,
    /** The n-th request (1-based) does not get through. */
    dropOnRequest: 0,
    calls: 0,
    refuse: new Map<string, { status: number; message: string }>(),
    objects,
    requests,
    send: async (item: QueuedSubmission) => {
      server.calls++;
      if (server.calls === server.dropOnRequest) throw Object.assign(new Error('Connection lost.'), { status: 0 });
      if (!server.reachable) throw Object.assign(new Error('The server cannot be reached.'), { status: 0 });
      requests.push({ path: item.path, id: item.id });
      const refusal = server.refuse.get(item.id);
      if (refusal) throw Object.assign(new Error(refusal.message), { status: refusal.status });
      const created = !objects.has(item.id);
      if (created) objects.set(item.id, { ...item.fields });
      if (server.loseNextAnswer) {
        server.loseNextAnswer = false;
        throw Object.assign(new Error('Network error'), { status: 0 });
      }
      return { status: created ? 201 : 200, data: { id: item.id } };
    },
  };
  return server;
}

const farmer = (fullName: string, id = newId()) => ({
  id,
  kind: 'FARMER' as const,
  label: fullName,
  method: 'POST' as const,
  path: '/farmers',
  fields: { id, fullName },
  farmerId: id,
});

function setUp(options: { online?: boolean; owner?: string } = {}) {
  const server = fakeServer();
  const store = new MemoryQueueStore();
  const network = { online: options.online ?? true, owner: options.owner };
  let clock = 1_000;
  const queue = new OfflineQueue(store, server.send, {
    isOnline: () => network.online,
    now: () => clock++,
    owner: () => network.owner,
  });
  return { server, store, network, queue };
}

describe('the offline queue', () => {
  it('online, a submission goes at once and nothing is kept', async () => {
    const { server, queue } = setUp();

    const outcome = await queue.submit(farmer('Amina Yusuf'));

    expect(outcome.status).toBe('SENT');
    expect(server.objects.size).toBe(1);
    expect(queue.snapshot()).toEqual([]);
  });

  it('offline, a submission is kept with its id, shown as pending, and sent once when the connection returns', async () => {
    const { server, network, queue } = setUp({ online: false });
    server.reachable = false;
    const submission = farmer('Amina Yusuf');

    const outcome = await queue.submit(submission);

    expect(outcome.status).toBe('QUEUED');
    expect(queue.snapshot().map((item) => [item.id, item.label, item.failed])).toEqual([
      [submission.id, 'Amina Yusuf', undefined],
    ]);
    expect(server.requests).toEqual([]);

    network.online = true;
    server.reachable = true;
    expect(await queue.flush()).toBe(1);
    expect(await queue.flush()).toBe(0);

    expect(server.requests).toEqual([{ path: '/farmers', id: submission.id }]);
    expect([...server.objects.keys()]).toEqual([submission.id]);
    expect(queue.snapshot()).toEqual([]);
  });

  it('a request that fails on the network is kept and sent again with the same id and body', async () => {
    const { server, queue } = setUp();
    server.reachable = false;
    const submission = farmer('Musa Bello');

    const outcome = await queue.submit(submission);

    expect(outcome.status).toBe('QUEUED');
    expect(queue.snapshot()[0].lastError).toBe('The server cannot be reached.');
    server.reachable = true;
    await queue.flush();
    expect(server.objects.get(submission.id)).toEqual({ id: submission.id, fullName: 'Musa Bello' });
  });

  it('an answer lost on the way back makes no second object: the retry is the same id', async () => {
    const { server, queue } = setUp();
    server.loseNextAnswer = true;
    const submission = farmer('Ngozi Okafor');

    expect((await queue.submit(submission)).status).toBe('QUEUED');
    expect(server.objects.size).toBe(1);

    await queue.flush();

    expect(server.requests.map((request) => request.id)).toEqual([submission.id, submission.id]);
    expect(server.objects.size).toBe(1);
    expect(queue.snapshot()).toEqual([]);
  });

  it('sends oldest first, and stops at the first item the network does not take', async () => {
    const { server, network, queue } = setUp({ online: false });
    const first = farmer('First');
    const second = { ...farmer('Second farm'), kind: 'FARM' as const, path: '/farm/create' };
    const third = { ...farmer('Third record'), kind: 'RECORD' as const, path: '/farmer-record/create' };
    for (const submission of [first, second, third]) await queue.submit(submission);
    expect(queue.snapshot().map((item) => item.label)).toEqual(['First', 'Second farm', 'Third record']);

    // The connection comes back, and drops again while the second item goes.
    network.online = true;
    server.dropOnRequest = 2;
    expect(await queue.flush()).toBe(1);
    expect(queue.snapshot().map((item) => [item.label, item.attempts])).toEqual([
      ['Second farm', 1],
      ['Third record', 0],
    ]);

    expect(await queue.flush()).toBe(2);
    expect(server.requests.map((request) => request.path)).toEqual([
      '/farmers',
      '/farm/create',
      '/farmer-record/create',
    ]);
    expect(server.objects.size).toBe(3);
  });

  it('a submission made while others wait goes behind them', async () => {
    const { server, network, queue } = setUp({ online: false });
    const farm = { ...farmer('Plot A'), kind: 'FARM' as const, path: '/farm/create' };
    await queue.submit(farm);
    network.online = true;

    const record = { ...farmer('Maize 2025'), kind: 'RECORD' as const, path: '/farmer-record/create' };
    const outcome = await queue.submit(record);
    await queue.flush();

    expect(outcome.status).toBe('QUEUED');
    expect(server.requests.map((request) => request.path)).toEqual(['/farm/create', '/farmer-record/create']);
    expect(queue.snapshot()).toEqual([]);
  });

  it('offline, a farmer created then changed is sent as a creation then one change, the latest', async () => {
    const { server, network, queue } = setUp({ online: false });
    const created = farmer('Amina Yusuf');
    const change = (fullName: string) => ({
      ...created,
      method: 'PUT' as const,
      path: `/farmers/${created.id}`,
      label: fullName,
      fields: { fullName },
    });
    await queue.submit(created);
    await queue.submit(change('Amina Yusif'));
    await queue.submit(change('Amina Yusuf Bello'));
    expect(queue.snapshot().map((item) => [item.method, item.label])).toEqual([
      ['POST', 'Amina Yusuf'],
      ['PUT', 'Amina Yusuf Bello'],
    ]);

    network.online = true;
    await queue.flush();

    expect(server.requests).toEqual([
      { path: '/farmers', id: created.id },
      { path: `/farmers/${created.id}`, id: created.id },
    ]);
  });

  it('a refusal of the server while sending marks the item failed, with the message, not sent again until discarded', async () => {
    const { server, network, queue } = setUp({ online: false });
    const refused = farmer('Refused');
    const accepted = farmer('Accepted');
    await queue.submit(refused);
    await queue.submit(accepted);
    server.refuse.set(refused.id, { status: 422, message: 'The project is unknown.' });
    network.online = true;

    expect(await queue.flush()).toBe(1);
    expect(queue.snapshot().map((item) => [item.label, item.failed, item.lastError])).toEqual([
      ['Refused', true, 'The project is unknown.'],
    ]);
    expect(await queue.flush()).toBe(0);
    expect(server.requests.filter((request) => request.id === refused.id)).toHaveLength(1);

    await queue.discard(queue.snapshot()[0].key);
    expect(queue.snapshot()).toEqual([]);
  });

  it('a field error on a submission sent at once is the caller’s to show, and nothing is kept', async () => {
    const { server, queue } = setUp();
    const submission = farmer('');
    server.refuse.set(submission.id, { status: 400, message: 'The full name is required.' });

    await expect(queue.submit(submission)).rejects.toThrow('The full name is required.');
    expect(queue.snapshot()).toEqual([]);
  });

  it('two flushes at once send each item once', async () => {
    const { server, network, queue } = setUp({ online: false });
    for (const name of ['A', 'B', 'C']) await queue.submit(farmer(name));
    network.online = true;

    const [one, two] = await Promise.all([queue.flush(), queue.flush()]);

    // The second joins the first.
    expect([one, two]).toEqual([3, 3]);
    expect(server.requests).toHaveLength(3);
    expect(new Set(server.requests.map((request) => request.id)).size).toBe(3);
  });

  it('what was kept survives a reload of the page (a new queue over the same store)', async () => {
    const { server, store, network } = setUp({ online: false });
    const before = new OfflineQueue(store, server.send, { isOnline: () => network.online });
    const submission = farmer('Kept across reloads');
    await before.submit(submission);

    network.online = true;
    const after = new OfflineQueue(store, server.send, { isOnline: () => network.online });
    await after.load();
    expect(after.snapshot().map((item) => item.id)).toEqual([submission.id]);
    await after.flush();

    expect([...server.objects.keys()]).toEqual([submission.id]);
    expect(await store.all()).toEqual([]);
  });

  it('only the signed-in person’s items are shown and sent', async () => {
    const { server, store, network } = setUp({ online: false });
    const agentA = new OfflineQueue(store, server.send, { isOnline: () => network.online, owner: () => 'agent-a' });
    await agentA.submit(farmer('A’s farmer'));

    network.online = true;
    const agentB = new OfflineQueue(store, server.send, { isOnline: () => network.online, owner: () => 'agent-b' });
    await agentB.load();
    expect(agentB.snapshot()).toEqual([]);
    expect(await agentB.flush()).toBe(0);
    expect(server.requests).toEqual([]);
    expect((await store.all()).map((item) => item.ownerId)).toEqual(['agent-a']);
  });

  it('gives version 7 UUIDs, in the order they were made', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const at = Date.UTC(2026, 10, 30, 12);
    expect(newId(at).slice(0, 13)).toBe(
      `${at.toString(16).padStart(12, '0').slice(0, 8)}-${at.toString(16).padStart(12, '0').slice(8)}`,
    );
    const made = [at - 86_400_000, at - 1, at, at + 1].map((time) => newId(time));
    expect([...made].sort()).toEqual(made);
  });
});
