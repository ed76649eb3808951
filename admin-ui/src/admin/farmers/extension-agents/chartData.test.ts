import { describe, expect, it } from 'vitest';
import {
  dayBars,
  FEMALE_GREEN,
  genderSlices,
  mapHeight,
  mapPoints,
  monthBars,
  OTHER_BLUE,
  projectBars,
} from './chartData';

const NIGERIA = { south: 4.2, west: 2.6, north: 13.9, east: 14.7 };

describe('the extension-agent charts', () => {
  it('colour the gender pie green for female and blue otherwise, leaving empty slices out', () => {
    const slices = genderSlices(
      [
        { gender: 'FEMALE', count: 3, colour: 'green' },
        { gender: 'MALE', count: 2, colour: 'blue' },
      ],
      (g) => (g === 'FEMALE' ? 'Femme' : 'Homme'),
    );
    expect(slices).toEqual([
      { key: 'FEMALE', label: 'Femme', value: 3, fill: FEMALE_GREEN },
      { key: 'MALE', label: 'Homme', value: 2, fill: OTHER_BLUE },
    ]);
    expect(
      genderSlices(
        [
          { gender: 'FEMALE', count: 0, colour: 'green' },
          { gender: 'MALE', count: 4, colour: 'blue' },
        ],
        String,
      ),
    ).toEqual([{ key: 'MALE', label: 'MALE', value: 4, fill: OTHER_BLUE }]);
  });

  it('label the months and days in the reader’s language, in the order the API gives', () => {
    const months = [
      { month: '2025-12', count: 1 },
      { month: '2026-01', count: 4 },
    ];
    expect(monthBars(months, 'en')).toEqual([
      { key: '2025-12', label: 'Dec 2025', value: 1 },
      { key: '2026-01', label: 'Jan 2026', value: 4 },
    ]);
    expect(monthBars(months, 'fr')[1].label).toBe('janv. 2026');
    expect(dayBars([{ day: '2026-03-04', count: 7 }], 'fr')).toEqual([
      { key: '2026-03-04', label: '4 mars', value: 7 },
    ]);
    expect(dayBars([{ day: '2026-11-29', count: 2 }], 'en')[0].label).toBe('29 Nov');
  });

  it('name each project, or give its number when the list no longer has it', () => {
    expect(
      projectBars(
        [
          { projectId: 3, projectName: 'Maize belt', count: 5 },
          { projectId: 9, projectName: null, count: 1 },
        ],
        (id) => `Project #${id}`,
      ),
    ).toEqual([
      { key: '3', label: 'Maize belt', value: 5 },
      { key: '9', label: 'Project #9', value: 1 },
    ]);
  });

  it('place the farms within the country’s extent, north up, and leave out those outside it', () => {
    const farms = [
      { farmId: 'sw', farmerId: 'f1', latitude: 4.2, longitude: 2.6, sizeHa: 1 },
      { farmId: 'ne', farmerId: 'f1', latitude: 13.9, longitude: 14.7, sizeHa: 16 },
      { farmId: 'kano', farmerId: 'f2', latitude: 12.0, longitude: 8.5, sizeHa: 2.5 },
      { farmId: 'accra', farmerId: 'f3', latitude: 5.6, longitude: -0.2, sizeHa: 1 },
    ];
    const points = mapPoints(farms, NIGERIA, 121, 97);
    expect(points.map((p) => p.key)).toEqual(['sw', 'ne', 'kano']);
    expect(points[0]).toMatchObject({ x: 0, y: 97, r: 5 });
    expect(points[1]).toMatchObject({ x: 121, y: 0, r: 9 });
    // (8.5 - 2.6) / 12.1 × 121 = 59; (13.9 - 12) / 9.7 × 97 = 19
    expect(points[2]).toMatchObject({ x: 59, y: 19 });
  });

  it('keep the country’s proportions', () => {
    // 9.7° of latitude over 12.1° of longitude at 9.05° N: 9.7 / (12.1 × cos 9.05°) = 0.8117
    expect(mapHeight(NIGERIA, 1000)).toBe(812);
  });
});
