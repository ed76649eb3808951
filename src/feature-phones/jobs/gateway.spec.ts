import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CountryView } from '../../geography';
import { isStopWord } from '../commands/sms-subscriptions';
import { costOf, outcomeOf } from './africas-talking.gateway';
import { FileSmsGateway } from './file-sms.gateway';
import { phoneFromGateway, phoneInCountry } from '../domain/phone-numbers';
import { SmsGatewayUnavailable } from './sms-gateway';

const country = (id: number, phoneCode: string, phoneLength: number) => ({ id, phoneCode, phoneLength }) as CountryView;
const KENYA = country(5, '+254', 9);
const IVORY_COAST = country(3, '+225', 10);
const NIGERIA = country(1, '+234', 10);

describe("Africa's Talking's answer for a recipient", () => {
  it('is accepted with its id and cost for Sent, Processed and Queued', () => {
    expect(
      outcomeOf({
        statusCode: 101,
        number: '+254711082000',
        status: 'Success',
        cost: 'KES 0.8000',
        messageId: 'ATXid_1',
      }),
    ).toEqual({
      outcome: 'ACCEPTED',
      gatewayMessageId: 'ATXid_1',
      status: 'Success',
      statusCode: 101,
      cost: 0.8,
      currency: 'KES',
    });
    expect(outcomeOf({ statusCode: 102, status: 'Queued', cost: 'NGN 2.2000', messageId: 'ATXid_2' }).outcome).toBe(
      'ACCEPTED',
    );
  });

  it('is refused for good for a bad number, a blacklisted one or do-not-disturb, and thrown to be retried otherwise', () => {
    expect(outcomeOf({ statusCode: 403, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' })).toMatchObject({
      outcome: 'REFUSED',
      gatewayMessageId: null,
      cost: null,
    });
    expect(outcomeOf({ statusCode: 406, status: 'UserInBlacklist', cost: '0' }).outcome).toBe('REFUSED');
    expect(outcomeOf({ statusCode: 409, status: 'DoNotDisturbRejection', cost: '0' }).outcome).toBe('REFUSED');
    for (const code of [401, 405, 500, 501, 502])
      expect(() => outcomeOf({ statusCode: code, status: 'x', cost: '0' })).toThrow(SmsGatewayUnavailable);
  });

  it('reads a cost as the currency and the amount', () => {
    expect(costOf('KES 0.8000')).toEqual({ cost: 0.8, currency: 'KES' });
    expect(costOf('0')).toEqual({ cost: null, currency: null });
    expect(costOf(undefined)).toEqual({ cost: null, currency: null });
  });
});

describe('phone numbers', () => {
  it('are matched to the country of their calling code, as the gateway sends them', () => {
    expect(phoneFromGateway('+254711082000', [NIGERIA, KENYA])).toEqual({
      countryId: 5,
      national: '711082000',
      international: '+254711082000',
    });
    expect(phoneFromGateway('2250707123456', [KENYA, IVORY_COAST])).toEqual({
      countryId: 3,
      national: '0707123456',
      international: '+2250707123456',
    });
    expect(phoneFromGateway('+15555550100', [NIGERIA, KENYA])).toBeNull();
  });

  it('are read as people type them in a country', () => {
    expect(phoneInCountry('0803 123 4567', NIGERIA)?.international).toBe('+2348031234567');
    expect(phoneInCountry('(0803) 123-4567', NIGERIA)?.international).toBe('+2348031234567');
    expect(phoneInCountry('+254 711-082-000', KENYA)?.national).toBe('711082000');
    expect(phoneInCountry('0711 08', KENYA)).toBeNull();
  });
});

describe('STOP words', () => {
  it('are STOP and ARRET as farmers reply them', () => {
    for (const text of ['STOP', ' stop ', 'Stop.', 'ARRET', 'arrêt', 'Arret!']) expect(isStopWord(text)).toBe(true);
    for (const text of ['stop me later', 'prices', '']) expect(isStopWord(text)).toBe(false);
  });
});

describe('without gateway settings', () => {
  it('writes each SMS to a file and counts it as taken', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kasuwa-sms-'));
    const outcome = await new FileSmsGateway(dir).send({ id: 'abc', to: '+254711082000', text: 'Kasuwa prices' });
    expect(outcome).toMatchObject({ outcome: 'ACCEPTED', gatewayMessageId: 'file-abc', cost: null });
    expect(readFileSync(join(dir, 'abc.txt'), 'utf8')).toBe('To: +254711082000\n\nKasuwa prices\n');
  });
});
