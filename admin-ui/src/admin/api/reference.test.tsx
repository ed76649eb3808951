import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInAdmin } from '../../test/render';
import { dataProvider } from '../dataProvider';
import { useCities, useStates } from './reference';

function Places({ countryId, stateId }: { countryId?: number; stateId?: number }) {
  const states = useStates(countryId);
  const cities = useCities(stateId);
  return (
    <p data-testid="places">
      {states.data?.map((state) => state.name).join(', ') ?? 'no states'} /{' '}
      {cities.data?.map((city) => city.name).join(', ') ?? 'no cities'}
    </p>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the shared reference places', () => {
  it('read the states of the country and the cities of the state once each, and nothing before they are known', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const body = url.startsWith('/api/v1/states')
          ? [{ id: 4, name: 'Kano' }]
          : [
              { id: 9, name: 'Zaria' },
              { id: 10, name: 'Nassarawa' },
            ];
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );

    renderInAdmin(
      <>
        <Places />
        <Places countryId={1} />
        <Places countryId={1} stateId={4} />
      </>,
      dataProvider,
    );

    await screen.findByText('Kano / Zaria, Nassarawa');
    expect(screen.getAllByTestId('places').map((places) => places.textContent)).toEqual([
      'no states / no cities',
      'Kano / no cities',
      'Kano / Zaria, Nassarawa',
    ]);
    // One read a place, shared by every screen that shows it.
    expect(urls.sort()).toEqual(['/api/v1/state/4/city', '/api/v1/states?countryId=1']);
  });
});
