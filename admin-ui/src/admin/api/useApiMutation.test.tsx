import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Notification, useGetOne } from 'react-admin';
import { renderInAdmin } from '../../test/render';
import { ApiError } from './errors';
import { useApiMutation } from './useApiMutation';

function SaveButton({ call, onSuccess }: { call: () => Promise<unknown>; onSuccess?: () => void }) {
  const save = useApiMutation({ mutationFn: call, success: 'Saved.', failure: 'Could not save.', onSuccess });
  return (
    <button type="button" onClick={() => save.mutate()} disabled={save.isPending}>
      Save
    </button>
  );
}

function renderButton(call: () => Promise<unknown>, onSuccess?: () => void) {
  renderInAdmin(
    <>
      <SaveButton call={call} onSuccess={onSuccess} />
      <Notification />
    </>,
    {},
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('useApiMutation', () => {
  it("says the API's own message when the change is accepted, then runs what the screen adds", async () => {
    const onSuccess = vi.fn();
    renderButton(async () => ({ success: true, message: 'The price was sent to the buyer.', data: {} }), onSuccess);

    expect(await screen.findByText('The price was sent to the buyer.')).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('says the screen’s own words when the answer carries no message', async () => {
    renderButton(async () => undefined);

    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it("says the server's message on a failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderButton(async () => {
      throw new ApiError(
        'This quotation is closed.',
        409,
        { message: 'This quotation is closed.' },
        'QUOTATION_CLOSED',
        [],
      );
    });
    expect(await screen.findByText('This quotation is closed.')).toBeTruthy();
  });

  it("says the screen's words when a failure has no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderButton(async () => {
      throw new Error('');
    });
    expect(await screen.findByText('Could not save.')).toBeTruthy();
  });

  it('stays pending until the screen has reloaded what the change touched, so the old record never shows in between', async () => {
    let status = 'UNPUBLISHED';
    let releaseReload: () => void = () => {};
    const getOne = vi.fn(async () => {
      const answer = { data: { id: 1, status } };
      // The first read answers at once; the reload after the change waits until the test lets it go.
      if (getOne.mock.calls.length > 1) await new Promise<void>((resolve) => (releaseReload = resolve));
      return answer;
    });
    function Publish() {
      const { data } = useGetOne('products', { id: 1 });
      const change = useApiMutation({
        mutationFn: async () => {
          status = 'PUBLISHED';
        },
        failure: 'Could not save.',
        refresh: true,
      });
      return (
        <button type="button" onClick={() => change.mutate()} disabled={change.isPending}>
          {change.isPending ? 'Publishing' : data?.status}
        </button>
      );
    }
    renderInAdmin(<Publish />, { getOne } as never);
    fireEvent.click(await screen.findByRole('button', { name: 'UNPUBLISHED' }));

    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: 'Publishing' }).hasAttribute('disabled')).toBe(true);
    releaseReload();
    expect(await screen.findByRole('button', { name: 'PUBLISHED' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PUBLISHED' }).hasAttribute('disabled')).toBe(false);
  });
});
