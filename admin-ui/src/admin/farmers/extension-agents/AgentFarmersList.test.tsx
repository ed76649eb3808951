import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import { renderInAdmin } from '../../../test/render';
import { FarmersList } from './AgentFarmersList';

const FARMERS = [
  {
    id: 'f1',
    fullName: 'Amina Bello',
    gender: 'FEMALE',
    community: 'Kura',
    farms: 2,
    farmsSizeHa: 3.5,
    enrolledAt: '2026-02-01',
  },
  {
    id: 'f2',
    fullName: 'Musa Ibrahim',
    gender: 'MALE',
    community: 'Dawakin',
    farms: 1,
    farmsSizeHa: 1,
    enrolledAt: '2026-03-04',
  },
];

describe("an agent's farmers", () => {
  it('lists them 5 a page for the agent, and searches the name as typed once the typing stops', async () => {
    const getList = vi.fn(async (_resource: string, params: GetListParams) => {
      const name = String(params.filter.name ?? '').toLowerCase();
      const data = FARMERS.filter((farmer) => farmer.fullName.toLowerCase().includes(name));
      return { data, total: data.length };
    });
    renderInAdmin(<FarmersList agentId="agent-7" />, { getList } as unknown as Partial<DataProvider>);

    expect(await screen.findAllByTestId('ea-farmer-row')).toHaveLength(2);
    expect(getList).toHaveBeenCalledWith(
      'agent-farmers',
      expect.objectContaining({ filter: { agentId: 'agent-7' }, pagination: { page: 1, perPage: 5 } }),
    );

    fireEvent.change(screen.getByTestId('ea-farmers-search'), { target: { value: '  amina ' } });

    await waitFor(() => expect(screen.getAllByTestId('ea-farmer-row')).toHaveLength(1));
    expect(within(screen.getByTestId('ea-farmer-row')).getByText('Amina Bello')).toBeTruthy();
    expect(getList).toHaveBeenLastCalledWith(
      'agent-farmers',
      expect.objectContaining({ filter: { agentId: 'agent-7', name: 'amina' } }),
    );
  });
});
