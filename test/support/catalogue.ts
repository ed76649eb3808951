import request from 'supertest';
import { api, bearer, Person as AnyPerson, person } from './people';
import { TestApp } from './test-app';

/** Helpers to put products in the catalogue the way sellers and administrators do, over HTTP. */

export { api, bearer };
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

export const COUNTRIES = { Nigeria: 1, Senegal: 4 } as const;
export type CountryName = keyof typeof COUNTRIES;

export const PRODUCT_FIELDS: Record<string, string> = {
  name: 'Golden NPK',
  description: 'A balanced NPK fertilizer for maize.',
  storageCondition: 'Cool and dry place',
  categoryId: '1',
  subCategoryId: '5',
  typeId: '2',
  formId: '1',
  sizeIds: '4,5',
  deliveryMethodIds: '1',
  usageIds: '1',
  price: '12500.50',
  quantity: '100',
  location: 'Kano',
};

/** A multipart product form: `fields` over the defaults, and `photos` as files. */
export function productForm(
  req: request.Test,
  fields: Record<string, string | string[] | undefined> = {},
  photos: Buffer[] = [PNG],
): request.Test {
  for (const [key, value] of Object.entries({ ...PRODUCT_FIELDS, ...fields })) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) req.field(key, v);
  }
  photos.forEach((p, i) => req.attach('photos', p, { filename: `photo${i}.png`, contentType: 'image/png' }));
  return req;
}

export interface Person extends AnyPerson {
  country: CountryName;
}

/** The password of every person registerPerson makes. */
export const PERSON_PASSWORD = 'seller-pass-1';

/** An active user of `role` (with a company when given: the owner of an organisation; staff of `employerId`), signed in. */
export async function registerPerson(
  t: TestApp,
  role: string,
  company: string | null = null,
  country: CountryName = 'Nigeria',
  options: { firstname?: string; employerId?: string } = {},
): Promise<Person> {
  const registered = await person(t, role, {
    ...options,
    company,
    countryId: COUNTRIES[country],
    phone: null,
    password: PERSON_PASSWORD,
  });
  return { ...registered, country };
}

/** How registerTrader makes a person: the owner of `company`, staff of `employerId`, in `country` (Nigeria). */
export type TraderOptions = { company?: string; country?: CountryName; firstname?: string; employerId?: string };

/** An active, signed-in user of `role`; `employerId` makes them staff of that organisation. */
export const registerTrader = (t: TestApp, role: string, options: TraderOptions = {}): Promise<Person> =>
  registerPerson(t, role, options.company ?? null, options.country, options);

/** A product of `seller`, approved (public) by the administrator `adminToken` unless `approved` is false; its view. */
export async function publicProduct(
  t: TestApp,
  adminToken: string,
  seller: Person,
  fields: Record<string, string> = {},
  approved = true,
) {
  const created = await submitProduct(t, seller, fields);
  if (approved) await decideProduct(t, adminToken, created.id, 'APPROVED', seller.country);
  return created;
}

/** A product the seller submits (PENDING approval); answers its view. */
export async function submitProduct(
  t: TestApp,
  seller: Person,
  fields: Record<string, string | string[]> = {},
): Promise<{ id: string; name: string; [key: string]: any }> {
  const created = await productForm(
    t.http().post(api('me/products')).set(bearer(seller.token)).set('Country', seller.country),
    fields,
  );
  if (created.status !== 201) throw new Error(`product not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data;
}

/** An administrator's decision on a product of `country` (its name, as the Country header carries it). */
export async function decideProduct(
  t: TestApp,
  adminToken: string,
  productId: string,
  status: 'APPROVED' | 'REJECTED' | 'PENDING',
  country: string = 'Nigeria',
) {
  const body = status === 'REJECTED' ? { reason: 'Not acceptable.' } : {};
  await t
    .http()
    .put(api(`products/admin/approve/${productId}/${status}`))
    .set(bearer(adminToken))
    .set('Country', country)
    .send(body)
    .expect(200);
}

/**
 * A product `seller` submits with the default form over `fields`, approved by the administrator `adminToken` unless
 * `approve` is false; answers its id.
 */
export async function listedProduct(
  t: TestApp,
  seller: { token: string },
  adminToken: string,
  fields: Record<string, string> = {},
  options: { approve?: boolean; country?: string } = {},
): Promise<string> {
  const created = await productForm(t.http().post(api('me/products')).set(bearer(seller.token)), fields).expect(201);
  if (options.approve ?? true) await decideProduct(t, adminToken, created.body.data.id, 'APPROVED', options.country);
  return created.body.data.id as string;
}
