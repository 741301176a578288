import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { signInAs, USERS } from '../../src/testing';
import { IDS, pickupOrder, sentPickupOrder, toCustomer, toWarehouse } from './fixtures';
import { chooseRowMenuItem, LOADED, renderPuoScreen, rowOf } from './testing';

// The dialogs load MUI and react-admin inputs on first use; a busy machine needs time.
const SLOW = { timeout: 60_000 };

/**
 * The PUO actions on react-admin's testDataProvider: which dataProvider method each calls, with
 * which params. The URLs are asserted in dataProvider/index.test.ts.
 */
beforeEach(() => signInAs(USERS.Admin));
afterEach(() => vi.restoreAllMocks());

const ok = (msg: string) => vi.fn(async () => ({ msg }));
const SHIPPED_NEEDS_INFO = 'Add the Shipping Info first to mark a delivery to the customer Shipped';

describe('send', SLOW, () => {
  it('sends the row’s PUO now with the page shown, then shows the msg and the page it answers: one list call per click', async () => {
    const other = pickupOrder({ _id: 'puo-2', id: 'puo-2', pickupOrderNumber: 'PUO-1002' });
    const sendPickupOrderNow = vi.fn(async () => ({
      msg: 'Pickup order sent',
      pickupOrders: [{ ...other, id: undefined }],
      count: 1,
    }));
    const { getList } = renderPuoScreen('to-be-sent', [pickupOrder()], { sendPickupOrderNow });
    fireEvent.click(within(await rowOf('PUO-1001')).getByRole('button', { name: 'send PUO-1001' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pickup order sent');
    expect(sendPickupOrderNow).toHaveBeenCalledWith({ id: IDS.puo, page: 1, perPage: 10 });
    // The answer is the list shown: the sent PUO is gone, the next one is there, nothing is listed again.
    expect(await rowOf('PUO-1002')).toBeInTheDocument();
    expect(screen.queryByText('PUO-1001')).toBeNull();
    await new Promise((r) => setTimeout(r, 100)); // time for a list call to start, were there one
    expect(getList).toHaveBeenCalledTimes(1);
    expect(sendPickupOrderNow).toHaveBeenCalledTimes(1);
  });

  it('lists again once after a refused send', async () => {
    const sendPickupOrderNow = vi.fn(async () => {
      throw new HttpError('This pickup order has already been sent', 409, { msg: 'x' });
    });
    const { getList } = renderPuoScreen('to-be-sent', [pickupOrder()], { sendPickupOrderNow });
    fireEvent.click(within(await rowOf('PUO-1001')).getByRole('button', { name: 'send PUO-1001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This pickup order has already been sent');
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 100));
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('shows a refusal (already sent) in red', async () => {
    const sendPickupOrderNow = vi.fn(async () => {
      throw new HttpError('This pickup order has already been sent', 409, { msg: 'x' });
    });
    renderPuoScreen('to-be-sent', [pickupOrder()], { sendPickupOrderNow });
    fireEvent.click(within(await rowOf('PUO-1001')).getByRole('button', { name: 'send PUO-1001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This pickup order has already been sent');
  });
});

describe('send now on the ticked rows', SLOW, () => {
  it('sends each ticked PUO on its own; the banner counts them and names a refused one with its reason', async () => {
    const other = pickupOrder({ _id: 'puo-2', id: 'puo-2', pickupOrderNumber: 'PUO-1002' });
    const sendPickupOrdersNowBatch = vi.fn(async () => ({
      msg: '1 changed, 1 refused',
      done: 1,
      refused: 1,
      rows: [
        { id: IDS.puo, outcome: 'done' },
        { id: 'puo-2', outcome: 'refused', reason: 'Already sent: nothing to change' },
      ],
    }));
    const { getList } = renderPuoScreen('to-be-sent', [pickupOrder(), other], { sendPickupOrdersNowBatch });
    for (const number of ['PUO-1001', 'PUO-1002'])
      fireEvent.click(within(await rowOf(number)).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'send now' }));
    const shown = await screen.findByText('1 changed, 1 refused', {}, LOADED);
    expect(shown.closest('[role=alert],[role=status]')).toHaveTextContent(
      'PUO-1002: Already sent: nothing to change',
    );
    expect(sendPickupOrdersNowBatch).toHaveBeenCalledWith({ ids: [IDS.puo, 'puo-2'] });
    // The list is read again; the refused row stays ticked.
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(within(await rowOf('PUO-1002')).getByRole('checkbox')).toBeChecked();
    expect(within(await rowOf('PUO-1001')).getByRole('checkbox')).not.toBeChecked();
  });
});

describe('Update Scheduled date & time', SLOW, () => {
  // The dialog's rules are tested once, in src/components/scheduleDialog; here, its wiring.
  it('the row’s edit icon opens the dialog in the PUO’s zone; Confirm sends the PUO and date T time', async () => {
    const updatePickupOrderDate = ok('Schedule updated');
    renderPuoScreen('to-be-sent', [pickupOrder({ time_zone: 'Europe/Berlin' })], {
      updatePickupOrderDate,
    });
    fireEvent.click(
      within(await rowOf('PUO-1001')).getByRole('button', {
        name: 'Update Scheduled date & time of PUO-1001',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Scheduled date & time' });
    expect(dialog).toHaveTextContent('Currently 25/11/2026 10:30 (Europe/Berlin)');
    fireEvent.change(within(dialog).getByLabelText(/New Date/), { target: { value: '2026-11-26' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New Time/ }));
    fireEvent.click(await screen.findByRole('option', { name: '10:00' }));
    // The spec's PUO dialog has a confirm button (the PO's reads Done).
    expect(within(dialog).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Schedule updated');
    expect(updatePickupOrderDate).toHaveBeenCalledWith({ id: IDS.puo, time: '2026-11-26T10:00' });
  });
});

describe('Add Product', SLOW, () => {
  const suppliers = [{ _id: IDS.supplier, name: 'Acme Cookware' }];
  const warehouses = [{ _id: IDS.warehouse, name: 'North Hub' }];
  const products = [{ _id: IDS.product, supplier_sku: 'ACME-7', supplier_product_name: 'Wok' }];
  const choiceMethods = () => ({
    getChoices: vi.fn(async ({ list }: { list: string }) =>
      list === '/get-suppliers' ? suppliers : warehouses,
    ),
    getSupplierProducts: vi.fn(async () => products),
  });

  async function fillProduct() {
    await chooseRowMenuItem('PUO-1001', 'Add Product');
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /^Supplier( \*)?$/ }, LOADED));
    fireEvent.click(await screen.findByRole('option', { name: 'Acme Cookware' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Supplier SKU/ })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Supplier SKU/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'ACME-7 · Wok' }, LOADED));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Units/ }), { target: { value: '3' } });
    return dialog;
  }

  it('adds a supplier’s product to the row’s PUO for a warehouse', async () => {
    const methods = { ...choiceMethods(), addPuoProductToWarehouse: ok('Product added') };
    renderPuoScreen('to-be-sent', [pickupOrder()], methods);
    const dialog = await fillProduct();
    expect(methods.getSupplierProducts).toHaveBeenCalledWith(
      expect.objectContaining({ supplierId: IDS.supplier }),
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Warehouse' }));
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /^Warehouse/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'North Hub' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Product added');
    expect(methods.addPuoProductToWarehouse).toHaveBeenCalledWith({
      id: IDS.puo,
      supplierId: IDS.supplier,
      productId: IDS.product,
      quantity: 3,
      warehouseId: IDS.warehouse,
    });
  }, 60_000);

  it('says under Supplier that the product is picked up there and joins the agent’s pickup order from there', async () => {
    const methods = {
      ...choiceMethods(),
      getChoices: vi.fn(async ({ list }: { list: string }) =>
        list === '/get-suppliers' ? [...suppliers, { _id: 's-acme', name: 'Acme Rotterdam' }] : warehouses,
      ),
    };
    renderPuoScreen('to-be-sent', [pickupOrder()], methods);
    await chooseRowMenuItem('PUO-1001', 'Add Product');
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    const supplier = await within(dialog).findByRole('combobox', { name: /^Supplier( \*)?$/ }, LOADED);
    expect(dialog).toHaveTextContent(
      "Picked up at the chosen supplier: the product joins DHL's pickup order from there.",
    );
    // The row's own pickup place: this very PUO.
    fireEvent.mouseDown(supplier);
    fireEvent.click(await screen.findByRole('option', { name: 'Acme Rotterdam' }));
    expect(
      await within(dialog).findByText(
        'Picked up at Acme Rotterdam: the product joins this pickup order, PUO-1001.',
      ),
    ).toBeInTheDocument();
    // Another supplier: DHL's pickup order there.
    fireEvent.mouseDown(supplier);
    fireEvent.click(await screen.findByRole('option', { name: 'Acme Cookware' }));
    expect(
      await within(dialog).findByText(
        "Picked up at Acme Cookware: the product joins DHL's pickup order from there, not PUO-1001.",
      ),
    ).toBeInTheDocument();
  });

  it('asks for the customer’s required fields, then adds for the typed-in customer', async () => {
    const methods = { ...choiceMethods(), addPuoProductToCustomer: ok('Product added') };
    renderPuoScreen('to-be-sent', [pickupOrder()], methods);
    const dialog = await fillProduct();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Customer' }));
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });
    type(/First name/, 'Ada');
    type(/Last name/, 'Lovelace');
    type(/^Address/, '1 Main St');
    type(/City/, 'Vienna');
    type(/Country/, 'Austria');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Province is required')).toBeInTheDocument();
    expect(methods.addPuoProductToCustomer).not.toHaveBeenCalled();
    type(/Province/, 'Wien');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Zip/ }), { target: { value: '1010' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Product added');
    expect(methods.addPuoProductToCustomer).toHaveBeenCalledWith({
      id: IDS.puo,
      supplierId: IDS.supplier,
      productId: IDS.product,
      quantity: 3,
      customer: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: null,
        phone: null,
        address1: '1 Main St',
        city: 'Vienna',
        country: 'Austria',
        province: 'Wien',
        zip: '1010',
      },
    });
  }, 60_000);

  it('refuses a missing destination, then units below 1', async () => {
    const methods = { ...choiceMethods(), addPuoProductToWarehouse: ok('x') };
    renderPuoScreen('to-be-sent', [pickupOrder()], methods);
    const dialog = await fillProduct();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Choose Customer or Warehouse')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Warehouse' }));
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /^Warehouse/ }, LOADED));
    fireEvent.click(await screen.findByRole('option', { name: 'North Hub' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Units/ }), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Units must be at least 1')).toBeInTheDocument();
    expect(methods.addPuoProductToWarehouse).not.toHaveBeenCalled();
  }, 60_000);
});

/** The values of a Change Status dialog's choices, in order. */
const choicesOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .map((r) => r.getAttribute('value'));

/** Opens Change Status from the given row-menu button. */
async function openChangeStatus(menuButton: HTMLElement) {
  fireEvent.click(menuButton);
  fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Change Status' }));
  return screen.findByRole('dialog', { name: 'Change Status' });
}

describe('an assignment’s menu on Pickup Orders Sent', SLOW, () => {
  it('the menu’s Shipping Info opens Add Shipping Info with DONE, which sends the tracking of that assignment', async () => {
    const addPuoShippingInfo = ok('Shipping info added');
    renderPuoScreen('sent', [sentPickupOrder()], { addPuoShippingInfo });
    // The spec's menu reads Shipping Info, Shipping Ticket, Change Status; only the modal says Add.
    fireEvent.click(within(await rowOf('PUO-1002')).getByRole('button', { name: 'Actions' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Shipping Info', 'Shipping Ticket', 'Change Status']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await chooseRowMenuItem('PUO-1002', 'Shipping Info');
    const dialog = await screen.findByRole('dialog', { name: 'Add Shipping Info' });
    expect(within(dialog).getByRole('textbox', { name: /Shipping agent name/ })).toHaveValue('DHL');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Tracking id/ }), {
      target: { value: '-4' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Tracking URL/ }), {
      target: { value: 'https://dhl.example/track/4711' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'DONE' }));
    expect(await within(dialog).findByText('Tracking id must be a number of at least 0')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Tracking id/ }), {
      target: { value: '4711' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'DONE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Shipping info added');
    expect(addPuoShippingInfo).toHaveBeenCalledWith({
      id: IDS.sentPuo,
      assignOrderId: IDS.toWarehouse,
      trackingId: '4711',
      agentName: 'DHL',
      trackingURL: 'https://dhl.example/track/4711',
    });
  });

  it('shows the shipping info read-only once set', async () => {
    const tracked = {
      ...toWarehouse,
      trackingId: '0042',
      agentName: 'DHL',
      trackingURL: 'https://dhl.example/42',
    };
    const addPuoShippingInfo = ok('x');
    renderPuoScreen('sent', [sentPickupOrder({ assign_orders: [tracked] })], { addPuoShippingInfo });
    await chooseRowMenuItem('PUO-1002', 'Shipping Info');
    const dialog = await screen.findByRole('dialog', { name: 'Shipping Info' });
    expect(dialog).toHaveTextContent('0042');
    expect(within(dialog).getByRole('link', { name: 'https://dhl.example/42' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'DONE' })).not.toBeInTheDocument();
  });

  it('prints the PUO Shipping Ticket: pickup address as sender, Standard to a warehouse, SKUs and weight', async () => {
    renderPuoScreen('sent', [sentPickupOrder()]);
    await chooseRowMenuItem('PUO-1002', 'Shipping Ticket');
    const ticket = await screen.findByRole('document', { name: 'Shipping Ticket' });
    expect(ticket).toHaveTextContent('Acme Cookware');
    expect(ticket).toHaveTextContent('12 Havenweg, Rotterdam, 3011, Netherlands');
    expect(ticket).toHaveTextContent('PUO-1002');
    expect(ticket).toHaveTextContent('Standard');
    expect(ticket).toHaveTextContent('INT-1');
    expect(ticket).toHaveTextContent('3 kg');
    expect(ticket).toHaveTextContent(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} UTC/);
    expect(ticket).toHaveTextContent('North Hub');
  });

  it('assignment-level Change Status offers Awaiting Pickup or Shipped and sends the choice', async () => {
    const changePuoStatus = ok('Status changed');
    renderPuoScreen('sent', [sentPickupOrder()], { changePuoStatus });
    await chooseRowMenuItem('PUO-1002', 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(choicesOf(dialog)).toEqual(['Awaiting Pickup', 'Shipped']);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Shipped' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Status changed');
    expect(changePuoStatus).toHaveBeenCalledWith({
      puoId: IDS.sentPuo,
      assignOrderId: IDS.toWarehouse,
      status: 'Shipped',
    });
  });

  it('swallows a failed status change: the modal closes, no error shows, the list reloads', async () => {
    const changePuoStatus = vi.fn(async () => {
      throw new HttpError('Not now', 409, { msg: 'Not now' });
    });
    const { getList } = renderPuoScreen('sent', [sentPickupOrder()], { changePuoStatus });
    await chooseRowMenuItem('PUO-1002', 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Awaiting Pickup' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changePuoStatus).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(1));
  });

  it('a further assignment’s own menu acts on it: Shipped to a customer without tracking is shown disabled, with why', async () => {
    const changePuoStatus = ok('Status changed');
    renderPuoScreen('sent', [sentPickupOrder()], { changePuoStatus });
    fireEvent.click(within(await rowOf('PUO-1002')).getByRole('button', { name: '2 assignments' }));
    const panel = await screen.findByRole('table', { name: 'Assignments of PUO-1002' }, LOADED);
    const dialog = await openChangeStatus(within(panel).getByRole('button', { name: 'Actions' }));
    expect(choicesOf(dialog)).toEqual(['Awaiting Pickup', 'Shipped']);
    expect(within(dialog).getByRole('radio', { name: 'Shipped' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Awaiting Pickup' })).toBeEnabled();
    expect(dialog).toHaveTextContent(SHIPPED_NEEDS_INFO);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Awaiting Pickup' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(changePuoStatus).toHaveBeenCalledWith({
        puoId: IDS.sentPuo,
        assignOrderId: IDS.toCustomer,
        status: 'Awaiting Pickup',
      }),
    );
  });

  it('with tracking, Shipped to a customer can be chosen and no hint shows', async () => {
    const tracked = {
      ...toCustomer,
      trackingId: '4711',
      agentName: 'DHL',
      trackingURL: 'https://dhl.example/4711',
    };
    renderPuoScreen('sent', [sentPickupOrder({ assign_orders: [tracked] })]);
    await chooseRowMenuItem('PUO-1002', 'Change Status');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(within(dialog).getByRole('radio', { name: 'Shipped' })).toBeEnabled();
    expect(dialog).not.toHaveTextContent(SHIPPED_NEEDS_INFO);
  });

  it('product-level Change Status to a customer without tracking shows Shipped disabled beside Refund', async () => {
    const changePuoProductStatus = ok('Product status changed');
    renderPuoScreen('sent', [sentPickupOrder({ assign_orders: [toCustomer] })], { changePuoProductStatus });
    const dialog = await openChangeStatus(
      within(await rowOf('PUO-1002')).getByRole('button', { name: 'Actions for SUP-2' }),
    );
    expect(choicesOf(dialog)).toEqual(['Shipped', 'Refund']);
    expect(within(dialog).getByRole('radio', { name: 'Shipped' })).toBeDisabled();
    expect(dialog).toHaveTextContent(SHIPPED_NEEDS_INFO);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Refund' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(changePuoProductStatus).toHaveBeenCalledWith(
        expect.objectContaining({ status: 'Refund', productUniqueId: 'line-2' }),
      ),
    );
  });

  it('product-level Change Status offers Refund or Shipped and names the line', async () => {
    const changePuoProductStatus = ok('Product status changed');
    renderPuoScreen('sent', [sentPickupOrder()], { changePuoProductStatus });
    const dialog = await openChangeStatus(
      within(await rowOf('PUO-1002')).getByRole('button', { name: 'Actions for SUP-1' }),
    );
    expect(choicesOf(dialog)).toEqual(['Shipped', 'Refund']);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Refund' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Product status changed');
    expect(changePuoProductStatus).toHaveBeenCalledWith({
      status: 'Refund',
      productUniqueId: 'line-1',
      shopifyLineItemId: 'li-1',
      puoId: IDS.sentPuo,
      sentTo: 'Warehouse',
      sentToId: 'w-north',
      orderId: 'o-1',
    });
  });

  it('a refunded product offers no status change', async () => {
    renderPuoScreen('sent', [sentPickupOrder({ assign_orders: [toCustomer] })]);
    fireEvent.click(within(await rowOf('PUO-1002')).getByRole('button', { name: 'Actions for SUP-3' }));
    expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Change Status' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });
});
