import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, HttpError, ResourceContextProvider } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { renderInAdmin, signInAs, USERS } from '../../testing';
import { EmailBodyInput } from './EmailBodyInput';
import { ERROR_BANNER_MS, FormBanner } from './FormBanner';
import { RecordRedirect } from './RecordRedirect';
import { fieldErrorsOf } from './serverErrors';

beforeEach(() => {
  signInAs(USERS.Admin);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('fieldErrorsOf', () => {
  it("turns the server's [{field, message}] into the form's {field: message}", () => {
    const error = new HttpError('Invalid input', 400, {
      msg: 'Invalid input',
      errors: [
        { field: 'zipCode', message: 'Zip code must be a number' },
        { field: 'zipCode', message: 'a second message' },
        { field: 'name', message: 'Name is required' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({ zipCode: 'Zip code must be a number', name: 'Name is required' });
    expect(fieldErrorsOf(new HttpError('Not found', 404, { msg: 'Not found' }))).toBeUndefined();
    expect(fieldErrorsOf(new Error('network'))).toBeUndefined();
  });
});

describe('FormBanner', () => {
  it('scrolls to the top and dismisses an error after 5 seconds', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderInAdmin(<FormBanner banner={{ severity: 'error', message: 'Refused' }} onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => vi.advanceTimersByTime(ERROR_BANNER_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps a success banner until it is closed', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderInAdmin(<FormBanner banner={{ severity: 'success', message: 'Done' }} onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Done');
    act(() => vi.advanceTimersByTime(ERROR_BANNER_MS * 2));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('RecordRedirect', () => {
  const open = (state: unknown) => {
    return renderInAdmin(
      <ResourceContextProvider value="warehouses">
        <Routes>
          {/* Opens /view-warehouse as the spec's list did: with the record in the navigation state. */}
          <Route path="/start" element={<Navigate to="/view-warehouse" state={state} />} />
          <Route path="/view-warehouse" element={<RecordRedirect resource="warehouses" type="show" />} />
          <Route path="*" element={<div>landed</div>} />
        </Routes>
      </ResourceContextProvider>,
      { path: '/start' },
    );
  };

  it('lands on the canonical show route of the record in the navigation state', async () => {
    const { location } = open({ record: { _id: 'w-7', name: 'Leeds' } });
    await waitFor(() => expect(location().pathname).toBe('/warehouses/w-7/show'));
  });

  it('accepts {_id} too, and lands on the list without a record', async () => {
    const first = open({ _id: 'w-8' });
    await waitFor(() => expect(first.location().pathname).toBe('/warehouses/w-8/show'));
    first.unmount();
    const second = open(null);
    await waitFor(() => expect(second.location().pathname).toBe('/warehouses'));
  });
});

describe('EmailBodyInput', () => {
  it('offers exactly heading, bold, italic, link, bulleted and numbered lists, undo and redo, with the {{table}} hint', async () => {
    renderInAdmin(
      <Form record={{ customeEmail: '<p>Hello {{table}}</p>' }}>
        <EmailBodyInput />
      </Form>,
    );
    // The editor loads on first use (its own chunk): give the import time.
    expect(
      await screen.findByText('Use {{table}} where the table should appear.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Text style' })).toHaveTextContent('Normal');
    // The editable area carries the field's name.
    expect(screen.getByRole('textbox', { name: 'Email Body' })).toHaveAttribute('contenteditable', 'true');
    const buttons = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(buttons).toEqual([
      'Bold',
      'Italic',
      'Add a link',
      'Bulleted list',
      'Numbered list',
      'Undo',
      'Redo',
    ]);
    await waitFor(() => expect(screen.getByText('Hello {{table}}')).toBeInTheDocument());
  });
});
