import { DEFAULT_PERMISSIONS, PERMISSION_CATALOGUE, ROLES } from './default-permissions';

export const TABLE_START = '<!-- permissions-table:start -->';
export const TABLE_END = '<!-- permissions-table:end -->';

/** The column header of a role: its name without the ROLE_ prefix. */
const column = (role: string) => role.replace(/^ROLE_/, '');

/**
 * The default matrix as a Markdown table, one row per permission and one column per role ('x' = held).
 * docs/permissions.md holds it between TABLE_START and TABLE_END; default-permissions.spec.ts checks it is current
 * (`UPDATE_PERMISSIONS_DOC=1 npx jest src/authorization/domain/default-permissions.spec.ts` rewrites it).
 */
export function renderPermissionsTable(): string {
  const header = `| permission | staff | ${ROLES.map(column).join(' | ')} |`;
  const rule = `| --- | --- | ${ROLES.map(() => ':-:').join(' | ')} |`;
  const rows = PERMISSION_CATALOGUE.map((permission) => {
    const marks = ROLES.map((role) => ((DEFAULT_PERMISSIONS[role] ?? []).includes(permission.name) ? 'x' : ''));
    return `| \`${permission.name}\` | ${permission.assignableToStaff ? 'yes' : ''} | ${marks.join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}

/** The permissions' descriptions as a Markdown table. */
export function renderCatalogueTable(): string {
  return [
    '| permission | description | description (fr) |',
    '| --- | --- | --- |',
    ...PERMISSION_CATALOGUE.map(
      (permission) => `| \`${permission.name}\` | ${permission.description} | ${permission.descriptionFr} |`,
    ),
  ].join('\n');
}

/** What docs/permissions.md holds between its markers. */
export function renderPermissionsDocSection(): string {
  return `${TABLE_START}\n${renderPermissionsTable()}\n\n${renderCatalogueTable()}\n${TABLE_END}`;
}
