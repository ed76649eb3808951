import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { RegisterUserCommand } from '../../src/accounts';
import { EventStore } from '../../src/kernel/events/event-store';
import { PersonalDataVault } from '../../src/kernel/privacy/personal-data-vault';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ workers: false, smtp: false });
});
afterAll(() => t.close());

const snapshot = () => t.sql(`SELECT * FROM users ORDER BY id`);
const sellers = () => t.sql(`SELECT * FROM catalogue_sellers ORDER BY seller_id`);

describe('projections:rebuild', () => {
  it('replays the log into empty read tables and reproduces them exactly', async () => {
    const commands = t.app.get(CommandBus);
    for (let i = 0; i < 5; i++) {
      await commands.execute(
        new RegisterUserCommand(
          randomUUID(),
          ['ROLE_USER', 'ROLE_FARMER'],
          1 + (i % 3),
          'ACTIVE',
          true,
          {
            firstname: `Amina${i}`,
            lastname: 'Bello',
            email: `amina${i}@example.com`,
            phone: `080300000${i}`,
            company: null,
          },
          'secret-pass',
        ),
      );
    }
    await t.login('amina1@example.com', 'secret-pass');
    await t.login('amina3@example.com', 'secret-pass');
    const before = await snapshot();
    expect(before.length).toBe(6);
    expect(before.filter((u) => u.last_login_at).length).toBeGreaterThanOrEqual(2);

    const sellersBefore = await sellers();
    expect(sellersBefore.length).toBe(6);

    await t.sql(`UPDATE users SET firstname = 'tampered'`);
    await t.sql(`UPDATE catalogue_sellers SET company = 'tampered', active = false`);
    const result = await t.app.get(EventStore).rebuildProjections();
    expect(result.projections).toEqual(expect.arrayContaining(['users', 'catalogue-sellers']));
    expect(await snapshot()).toEqual(before);
    expect(await sellers()).toEqual(sellersBefore);
  });

  it('keeps personal data out of the log in clear, and unreadable once the person is forgotten', async () => {
    const id = randomUUID();
    await t.app
      .get(CommandBus)
      .execute(
        new RegisterUserCommand(
          id,
          ['ROLE_USER', 'ROLE_FARMER'],
          1,
          'ACTIVE',
          true,
          { firstname: 'Kofi', lastname: 'Mensah', email: 'kofi@example.com', phone: '0240000000', company: null },
          'secret-pass',
        ),
      );
    const raw = await t.sql(`SELECT data::text AS data FROM events WHERE stream_id = $1`, [`user-${id}`]);
    expect(raw[0].data).not.toContain('Kofi');
    expect(raw[0].data).not.toContain('kofi@example.com');
    expect(raw[0].data).not.toContain('secret-pass');

    await t.app.get(PersonalDataVault).forget(id);
    await t.app.get(EventStore).rebuildProjections();
    const [user] = await t.sql(`SELECT firstname, email FROM users WHERE id = $1`, [id]);
    expect(user).toEqual({ firstname: '', email: null });
  });
});

describe('the vault during a rebuild', () => {
  it('opens the details of an event read once for several replays once, and never again once someone is forgotten', async () => {
    const vault = t.app.get(PersonalDataVault);
    const [amina, kofi] = [randomUUID(), randomUUID()];
    const sealed = await vault.sealMany([
      { subject: amina, value: { fullName: 'Amina Bello' } },
      { subject: kofi, value: { fullName: 'Kofi Mensah' } },
    ]);
    expect(await vault.openMany(sealed)).toEqual([{ fullName: 'Amina Bello' }, { fullName: 'Kofi Mensah' }]);

    // Amina's key goes behind the vault's back: the same page's events, handed to the next replay, are still open...
    await t.sql(`DELETE FROM personal_data_keys WHERE subject_id = $1`, [amina]);
    expect(await vault.openMany(sealed)).toEqual([{ fullName: 'Amina Bello' }, { fullName: 'Kofi Mensah' }]);
    // ...but the same events read again from the log are opened with the keys as they are now.
    expect(await vault.openMany(sealed.map((s) => ({ ...s })))).toEqual([null, { fullName: 'Kofi Mensah' }]);

    // Once this process forgets someone, nothing opened before is handed out again.
    await vault.forget(kofi);
    expect(await vault.openMany(sealed)).toEqual([null, null]);
  });

  it('opens what two replays ask of the same page at once with one read of the keys', async () => {
    const vault = t.app.get(PersonalDataVault);
    const dataSource = t.app.get(DataSource);
    const sealed = await vault.sealMany([
      { subject: randomUUID(), value: { fullName: 'Adaeze Okafor' } },
      { subject: randomUUID(), value: { fullName: 'Yaw Boateng' } },
    ]);
    const statements: string[] = [];
    // Each replay's own connection, as far as the vault sees: statements go to the database and are noted.
    const replayManager = () =>
      Object.assign(Object.create(dataSource.manager) as EntityManager, {
        query: (sql: string, params?: unknown[]) => {
          statements.push(sql);
          return dataSource.manager.query(sql, params);
        },
      });
    const [registry, analytics] = await Promise.all([
      vault.openMany(sealed, replayManager()),
      vault.openMany(sealed, replayManager()),
    ]);
    expect(registry).toEqual([{ fullName: 'Adaeze Okafor' }, { fullName: 'Yaw Boateng' }]);
    expect(analytics).toEqual(registry);
    expect(statements.filter((sql) => sql.includes('personal_data_keys'))).toHaveLength(1);
  });
});
