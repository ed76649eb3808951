import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Notification } from 'react-admin';
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
      throw new ApiError('This quotation is closed.', 409, { message: 'This quotation is closed.' }, 'QUOTATION_CLOSED', []);
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
});
