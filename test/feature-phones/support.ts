import ExcelJS from 'exceljs';
import { farmerBody, listsOf, PDF } from '../farmers/support';
import { api, bearer, Person } from '../support/people';
import { TestApp } from '../support/test-app';

export const KENYA = 5;
export const SENEGAL = 4;
export const SECRET = 'gateway-shared-secret-7f3a';
export const SERVICE_CODE = '*384*123#';

/** A farmer enrolled by `agent` with the whole consent (signed form, three agreements), the phone as typed. */
export async function enrolWithConsent(
  t: TestApp,
  agent: Person,
  countryId: number,
  place: { stateId: number; cityId: number },
  fullName: string,
  phone: string,
): Promise<string> {
  const lists = await listsOf(t, await t.login(), countryId);
  const body = {
    ...farmerBody({ ...place, otherStateId: place.stateId, otherStateCityId: place.cityId }, lists, {
      fullName,
      phone,
      email: null,
    }),
    onBehalf: true,
    consentFirstName: fullName.split(' ')[0],
    consentIdNumber: 'A1234567',
    agreeAuthorisation: true,
    agreePersonalDataTransfer: true,
    agreeAccountCreation: true,
  };
  const request = t
    .http()
    .post(api('farmers'))
    .set(bearer(agent.token))
    .set('Country', String(countryId === KENYA ? 'Kenya' : 'Senegal'));
  for (const [key, value] of Object.entries(body))
    if (value !== null && value !== undefined) request.field(key, String(value));
  const created = await request.attach('consentForm', PDF, { filename: 'consent.pdf', contentType: 'application/pdf' });
  if (created.status !== 201) throw new Error(`Enrolment refused: ${JSON.stringify(created.body)}`);
  return created.body.data.id;
}

/**
 * Kenya's published prices of a 90 kg bag of dry maize in Kakamega (shared/data/units-and-prices.md §6): KES 4,000 on
 * 14 April 2020 [KE-SOKO-2020], 44.4444 a kg.
 */
export async function uploadKakamegaMaize(t: TestApp, admin: Person): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  sheet.addRow(['date', 'admin1', 'market', 'commodity', 'unit', 'currency', 'price']);
  sheet.addRow(['2020-04-14', 'Kakamega', 'Kakamega', 'Maize (dry)', '90 KG', 'KES', 4000]);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  await t
    .http()
    .post(api('market-updates'))
    .set(bearer(admin.token))
    .set('Country', 'Kenya')
    .attach('file', bytes, 'prices.xlsx')
    .expect(201);
}

export interface GatewayStep {
  sessionId: string;
  phoneNumber: string;
  text: string;
  serviceCode?: string;
}

/** One USSD step posted as Africa's Talking posts it (form fields, the secret in the URL); checks what every answer must be. */
export async function ussd(t: TestApp, step: GatewayStep): Promise<string> {
  const response = await t
    .http()
    .post(`${api('ussd/africastalking')}?secret=${SECRET}`)
    .type('form')
    .send({
      sessionId: step.sessionId,
      serviceCode: step.serviceCode ?? SERVICE_CODE,
      phoneNumber: step.phoneNumber,
      networkCode: '63902',
      text: step.text,
    })
    .expect(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  expect(response.text).toMatch(/^(CON|END) /);
  expect(response.text.length).toBeLessThanOrEqual(182);
  return response.text;
}

/** A whole session: the text growing level by level, as the gateway sends it; answers every screen shown. */
export async function session(t: TestApp, phoneNumber: string, inputs: string[]): Promise<string[]> {
  const sessionId = `ATUid_${Math.random().toString(16).slice(2)}`;
  const screens = [await ussd(t, { sessionId, phoneNumber, text: '' })];
  for (let level = 1; level <= inputs.length; level++)
    screens.push(await ussd(t, { sessionId, phoneNumber, text: inputs.slice(0, level).join('*') }));
  return screens;
}
