import { zipOf } from '../support/office-files';
import { NIGERIA } from '../support/people';
import { TestApp } from '../support/test-app';

export { zipOf };
export { api, bearer, NIGERIA, person, type Person } from '../support/people';

/** A state of Nigeria and one of its local areas (LGAs), as the console lists them. */
export async function placeInNigeria(
  t: TestApp,
): Promise<{ stateId: number; stateName: string; cityId: number; cityName: string }> {
  const [row] = await t.sql(
    `SELECT s.id AS "stateId", s.name AS "stateName", c.id AS "cityId", c.name AS "cityName"
     FROM states s JOIN cities c ON c.state_id = s.id WHERE s.country_id = $1 AND c.listed ORDER BY s.id, c.id LIMIT 1`,
    [NIGERIA],
  );
  return row;
}

export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);

export const DOCX = zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
