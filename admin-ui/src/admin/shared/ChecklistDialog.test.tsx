import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { renderInAdmin } from '../../test/render';
import { ChecklistDialog, type ChecklistDialogProps, type ChecklistItem } from './ChecklistDialog';

const COUNTRIES: ChecklistItem<number>[] = [
  { value: 1, label: 'Nigeria', testId: 'country-1' },
  { value: 2, label: 'Ghana', testId: 'country-2' },
  { value: 3, label: 'Kenya', testId: 'country-3' },
];

function Dialog(props: Partial<ChecklistDialogProps<number>>) {
  return (
    <ChecklistDialog<number>
      open
      onClose={() => {}}
      title="Monitored countries"
      items={COUNTRIES}
      initial={[2]}
      empty="No countries"
      onSave={() => {}}
      saving={false}
      testIds={{ dialog: 'countries-dialog', list: 'countries', save: 'countries-save' }}
      {...props}
    />
  );
}

const ticked = () =>
  COUNTRIES.filter((item) => (screen.getByTestId(item.testId!) as HTMLInputElement).checked).map((item) => item.label);
const save = () => screen.getByTestId('countries-save') as HTMLButtonElement;

describe('ChecklistDialog', () => {
  it('opens on the items ticked before, and saves what is ticked when Save is pressed', () => {
    const onSave = vi.fn();
    renderInAdmin(<Dialog onSave={onSave} />);

    expect(within(screen.getByRole('dialog')).getByText('Monitored countries')).toBeTruthy();
    expect(ticked()).toEqual(['Ghana']);
    fireEvent.click(screen.getByLabelText('Kenya'));
    fireEvent.click(screen.getByLabelText('Ghana'));
    fireEvent.click(save());

    expect(onSave).toHaveBeenCalledWith([3]);
  });

  it('shows a spinner and cannot save while the items or the ticked ones load', () => {
    renderInAdmin(<Dialog initial={undefined} />);

    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByTestId('countries')).toBeNull();
    expect(save().disabled).toBe(true);
  });

  it("shows the server's message instead of the list when reading failed", () => {
    renderInAdmin(<Dialog error={new Error('The countries cannot be read now.')} />);

    expect(screen.getByRole('alert').textContent).toContain('The countries cannot be read now.');
    expect(save().disabled).toBe(true);
  });

  it('says when there is nothing to tick', () => {
    renderInAdmin(<Dialog items={[]} initial={[]} />);

    expect(screen.getByText('No countries')).toBeTruthy();
  });

  it('needs one item ticked when told so', () => {
    renderInAdmin(<Dialog initial={[]} requireChoice />);

    expect(save().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Nigeria'));
    expect(save().disabled).toBe(false);
  });

  it('cannot be saved twice nor cancelled while saving', () => {
    renderInAdmin(<Dialog saving />);

    expect(save().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('starts again from the ticked items at each opening', async () => {
    function Reopened() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>open</button>
          <Dialog open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderInAdmin(<Reopened />);

    fireEvent.click(screen.getByLabelText('Kenya'));
    expect(ticked()).toEqual(['Ghana', 'Kenya']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    fireEvent.click(screen.getByRole('button', { name: 'open' }));

    expect(ticked()).toEqual(['Ghana']);
  });
});
