import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_PERMISSIONS,
  PERMISSION_CATALOGUE,
  PERMISSION_NAMES,
  ROLE_PLATFORM_MANAGER,
  ROLES,
  STAFF_ROLES,
} from './default-permissions';
import { renderPermissionsDocSection, TABLE_END, TABLE_START } from './permissions-table';

const DOC = join(__dirname, '..', '..', '..', 'docs', 'permissions.md');

describe('default permissions', () => {
  it('names every role of the roles table once', () => {
    expect(ROLES).toHaveLength(16);
    expect(new Set(ROLES).size).toBe(16);
    expect(Object.keys(DEFAULT_PERMISSIONS).sort()).toEqual([...ROLES].sort());
  });

  it('describes each permission name once, in the order of the names', () => {
    expect(PERMISSION_CATALOGUE.map((permission) => permission.name)).toEqual([...PERMISSION_NAMES]);
  });

  it('only uses catalogued permissions, each once per role', () => {
    expect(new Set(PERMISSION_NAMES).size).toBe(PERMISSION_CATALOGUE.length);
    for (const [role, permissions] of Object.entries(DEFAULT_PERMISSIONS)) {
      expect({ role, unknown: permissions.filter((name) => !PERMISSION_NAMES.includes(name)) }).toEqual({
        role,
        unknown: [],
      });
      expect({ role, count: new Set(permissions).size }).toEqual({ role, count: permissions.length });
    }
  });

  it('gives every role its account settings, and staff nothing else', () => {
    for (const role of ROLES) expect(DEFAULT_PERMISSIONS[role]).toContain('account-settings');
    for (const role of STAFF_ROLES) expect(DEFAULT_PERMISSIONS[role]).toEqual(['account-settings']);
  });

  it('keeps the authorization settings, platform managers and queues from platform managers', () => {
    const held = DEFAULT_PERMISSIONS[ROLE_PLATFORM_MANAGER];
    expect(held).toContain('users:manage');
    expect(held).toContain('countries:list');
    for (const name of ['countries:manage', 'platform-managers:manage', 'queues:monitor'])
      expect(held).not.toContain(name);
  });

  it('describes every permission in English and French', () => {
    for (const permission of PERMISSION_CATALOGUE) {
      expect(permission.description.trim()).not.toBe('');
      expect(permission.descriptionFr.trim()).not.toBe('');
    }
  });

  it('keeps the permissions table of docs/permissions.md in step with the matrix', () => {
    const doc = readFileSync(DOC, 'utf8');
    const section = renderPermissionsDocSection();
    if (process.env.UPDATE_PERMISSIONS_DOC) {
      const start = doc.indexOf(TABLE_START);
      const next =
        start < 0
          ? `${doc.trimEnd()}\n\n${section}\n`
          : doc.slice(0, start) + section + doc.slice(doc.indexOf(TABLE_END) + TABLE_END.length);
      writeFileSync(DOC, next);
      return;
    }
    expect(doc.slice(doc.indexOf(TABLE_START), doc.indexOf(TABLE_END) + TABLE_END.length)).toBe(section);
  });
});
