import { fireEvent, screen, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { keptSelection, renderInAdmin } from '../../src/testing';
import PuoSent from './PuoSent';
import PuoToBeSent from './PuoToBeSent';
import type { PickupOrder } from './types';

/** Helpers of the PUO screen tests: the screens on react-admin's testDataProvider. */
export const LOADED = { timeout: 5000 };

export function renderPuoScreen(
  which: 'to-be-sent' | 'sent',
  rows: PickupOrder[],
  methods: Record<string, ReturnType<typeof vi.fn>> = {},
  /** `ticked`: a selection kept from before (the store), e.g. rows ticked on other pages. */
  { total = rows.length, ticked }: { total?: number; ticked?: string[] } = {},
) {
  const getList = vi.fn(async () => ({ data: rows, total }));
  const dataProvider = testDataProvider({ getList: getList as never, ...methods });
  renderInAdmin(
    <Routes>
      <Route path="/puo-to-be-sent" element={<PuoToBeSent />} />
      <Route path="/puo-sent" element={<PuoSent />} />
    </Routes>,
    {
      path: `/puo-${which}`,
      dataProvider,
      store: keptSelection(`pickup-orders${which === 'sent' ? '.sent' : ''}`, ticked),
    },
  );
  return { getList, dataProvider };
}

export const rowOf = async (puoNumber: string) =>
  (await screen.findByText(puoNumber, {}, LOADED)).closest('tr') as HTMLElement;

export async function chooseRowMenuItem(puoNumber: string, item: string) {
  fireEvent.click(within(await rowOf(puoNumber)).getByRole('button', { name: 'Actions' }));
  fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }));
}
