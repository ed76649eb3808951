import { decider } from '../../../kernel/testing/given-when-then';
import {
  decideEditHub,
  decideOpenHub,
  decideSetHubStatus,
  evolveHub,
  FarmFortuneHubEdited,
  FarmFortuneHubOpened,
  FarmFortuneHubStatusSet,
  HubDetails,
  initialHubState,
} from './hub';

const NOW = '2026-03-01T08:00:00.000Z';
const details: HubDetails = {
  countryId: 1,
  stateId: 20,
  cityId: null,
  name: 'Kura Hub',
  address: 'Market road',
  phone: null,
  latitude: 11.77,
  longitude: 8.43,
};
const opened = FarmFortuneHubOpened.create({ hubId: 1, ...details, at: NOW });
const hub = decider(evolveHub, initialHubState);

describe('farm-fortune hub decisions', () => {
  it('opens, edits what changed, closes and reopens', () => {
    hub
      .given()
      .when((s) => decideOpenHub(s, { ...details, hubId: 1, now: NOW }))
      .then(opened);
    hub
      .given(opened)
      .when((s) => decideEditHub(s, { ...details, hubId: 1, now: NOW }))
      .thenNothing();
    hub
      .given(opened)
      .when((s) => decideEditHub(s, { ...details, address: 'New road', hubId: 1, now: NOW }))
      .then(FarmFortuneHubEdited.create({ hubId: 1, ...details, address: 'New road', at: NOW }));
    const closed = FarmFortuneHubStatusSet.create({ hubId: 1, open: false, at: NOW });
    hub
      .given(opened)
      .when((s) => decideSetHubStatus(s, { hubId: 1, open: false, now: NOW }))
      .then(closed);
    hub
      .given(opened, closed)
      .when((s) => decideSetHubStatus(s, { hubId: 1, open: false, now: NOW }))
      .thenNothing();
    hub
      .given(opened, closed)
      .when((s) => decideSetHubStatus(s, { hubId: 1, open: true, now: NOW }))
      .then(FarmFortuneHubStatusSet.create({ hubId: 1, open: true, at: NOW }));
  });

  it('finds no hub that was never opened', () => {
    hub
      .given()
      .when((s) => decideEditHub(s, { ...details, hubId: 1, now: NOW }))
      .thenFails('HUB_NOT_FOUND');
    hub
      .given()
      .when((s) => decideSetHubStatus(s, { hubId: 1, open: false, now: NOW }))
      .thenFails('HUB_NOT_FOUND');
  });
});
