import { tradingPartyOf } from './trading-parties';

describe('who a caller trades as', () => {
  it('staff trade as their employer and reach the trades of both', () => {
    expect(tradingPartyOf({ id: 's-1' }, { id: 'd-1' })).toEqual({ organisationId: 'd-1', ids: ['s-1', 'd-1'] });
  });

  it('an owner trades as their organisation, and someone who acts for none (a farmer) as themselves', () => {
    expect(tradingPartyOf({ id: 'd-1' }, { id: 'd-1' })).toEqual({ organisationId: 'd-1', ids: ['d-1'] });
    expect(tradingPartyOf({ id: 'f-1' }, null)).toEqual({ organisationId: 'f-1', ids: ['f-1'] });
  });
});
