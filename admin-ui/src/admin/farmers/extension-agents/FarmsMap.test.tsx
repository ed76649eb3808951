import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInAdmin } from '../../../test/render';
import { FarmsMap } from './FarmsMap';

const bounds = { south: 4.2, west: 2.6, north: 13.9, east: 14.7 };

describe('the farms map', () => {
  it('draws a dot per located farm inside the country, without tiles', () => {
    renderInAdmin(
      <FarmsMap
        data={{
          countryId: 1,
          bounds,
          farms: [
            { farmId: 'a', farmerId: 'f1', latitude: 12, longitude: 8.5, sizeHa: 2.5 },
            { farmId: 'b', farmerId: 'f2', latitude: 6.5, longitude: 3.4, sizeHa: 1 },
            { farmId: 'c', farmerId: 'f3', latitude: 5.6, longitude: -0.2, sizeHa: 1 },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('ea-farms-map').tagName.toLowerCase()).toBe('svg');
    expect(screen.getAllByTestId('ea-farm-dot')).toHaveLength(2);
    expect(document.querySelector('image, img')).toBeNull();
  });

  it('says so when no farm has a location', () => {
    renderInAdmin(<FarmsMap data={{ countryId: 1, bounds, farms: [] }} />);
    expect(screen.queryByTestId('ea-farms-map')).toBeNull();
  });
});
