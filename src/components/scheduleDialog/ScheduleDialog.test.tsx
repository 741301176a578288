import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInAdmin, signInAs, USERS } from '../../testing';
import type { SaveOutcome } from '../actions';
import { ScheduleDialog } from './ScheduleDialog';

/**
 * The one schedule dialog of POs and PUOs (spec 000: New Date, New Time, Done; a PUO's reads
 * Confirm). Each screen's tests only check that its row opens it and that its submit button
 * reaches its dataProvider method.
 */
const SLOW = { timeout: 60_000 };
beforeEach(() => signInAs(USERS.Admin));

function openDialog(
  save: (time: string) => Promise<SaveOutcome> = async () => undefined,
  {
    current = '2026-11-25T09:30:00.000Z',
    timeZone = 'UTC',
    submitLabel = undefined as string | undefined,
  } = {},
) {
  const onClose = vi.fn();
  renderInAdmin(
    <ScheduleDialog
      current={current}
      timeZone={timeZone}
      save={save}
      onClose={onClose}
      submitLabel={submitLabel}
    />,
  );
  return { dialog: screen.findByRole('dialog', { name: 'Update Scheduled date & time' }), onClose };
}

/** The New Time choices, read by opening the select and closing it again. */
const offered = (dialog: HTMLElement) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New Time/ }));
  const times = screen
    .getAllByRole('option')
    .map((o) => o.textContent ?? '')
    .filter((t) => /^\d\d:\d\d$/.test(t));
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return times;
};
const newDate = (dialog: HTMLElement) => within(dialog).getByLabelText(/New Date/);
const done = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

describe('Update Scheduled date & time', SLOW, () => {
  it('starts on the scheduled date, offering times from the current one in 30-minute steps', async () => {
    const dialog = await openDialog().dialog;
    // As the lists write dates (DD/MM/YYYY), whatever the browser's locale.
    expect(newDate(dialog)).toHaveValue('25/11/2026');
    const sameDay = offered(dialog);
    expect(sameDay.slice(0, 2)).toEqual(['09:30', '10:00']);
    expect(sameDay).not.toContain('09:00');
    expect(sameDay.at(-1)).toBe('23:30');
  });

  it('a later date offers every time from 00:00; back on the scheduled date, from the current one', async () => {
    const dialog = await openDialog().dialog;
    fireEvent.change(newDate(dialog), { target: { value: '2026-11-27' } });
    await waitFor(() => expect(offered(dialog)[0]).toBe('00:00'));
    const later = offered(dialog);
    expect(later).toHaveLength(48);
    expect(later.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    fireEvent.change(newDate(dialog), { target: { value: '2026-11-25' } });
    await waitFor(() => expect(offered(dialog)[0]).toBe('09:30'));
  });

  it('Done saves the chosen date and time as YYYY-MM-DDTHH:mm and closes', async () => {
    const save = vi.fn(async () => undefined);
    const { dialog: opening, onClose } = openDialog(save);
    const dialog = await opening;
    fireEvent.change(newDate(dialog), { target: { value: '2026-11-26' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New Time/ }));
    fireEvent.click(await screen.findByRole('option', { name: '08:30' }));
    done(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith('2026-11-26T08:30');
  });

  it('names its submit button as the screen asks: Confirm for PUOs, Done by default', async () => {
    const save = vi.fn(async () => undefined);
    const { dialog: opening, onClose } = openDialog(save, { submitLabel: 'app.schedule_dialog.confirm' });
    const dialog = await opening;
    expect(within(dialog).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith('2026-11-25T09:30');
  });

  it('speaks the operator’s zone when the record names it', async () => {
    const dialog = await openDialog(undefined, { timeZone: 'Europe/Berlin' }).dialog;
    expect(dialog).toHaveTextContent('Currently 25/11/2026 10:30 (Europe/Berlin)');
    expect(offered(dialog)[0]).toBe('10:30');
  });

  it('refuses a date before the current scheduled date, saving nothing', async () => {
    const save = vi.fn(async () => undefined);
    const dialog = await openDialog(save).dialog;
    fireEvent.change(newDate(dialog), { target: { value: '2026-11-24' } });
    done(dialog);
    expect(
      await within(dialog).findByText('The new date cannot be before the current scheduled date'),
    ).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps itself open with the server’s refusal inside it', async () => {
    const { dialog: opening, onClose } = openDialog(async () => ({
      refused: 'This pickup order has already been sent',
    }));
    const dialog = await opening;
    done(dialog);
    expect(await within(dialog).findByText('This pickup order has already been sent')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
