import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authProvider } from '../providers';
import { renderInAdmin, signInAs, USERS } from '../testing';
import { MENU, visibleMenu } from './menuEntries';
import { ShellMenu } from './ShellMenu';

async function menuFor(role: keyof typeof USERS, path = '/') {
  signInAs(USERS[role]);
  renderInAdmin(<ShellMenu />, { path });
  // The entries appear once the authProvider has answered canAccess.
  await screen.findByText('User Settings');
}

describe('ShellMenu', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('wraps a label too long for the sidebar instead of cutting it', async () => {
    await menuFor('Admin');
    // react-admin's menu items keep one line and cut it with an ellipsis ('Consolidate/Unconsoli…').
    const label = screen.getByText('Consolidate/Unconsolidate');
    expect(getComputedStyle(label).whiteSpace).toBe('normal');
    // The label has no space: the line may break after its slash.
    expect(label.innerHTML).toBe('Consolidate/<wbr>Unconsolidate');
  });

  // The longest of these (every entry, two submenus opened): give it time on a busy machine.
  it('Admin sees every entry of the sidebar, with the submenus', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    await menuFor('Admin');
    for (const label of [
      'Purchase Orders',
      'Pickup Orders',
      'Master Dashboard',
      'Warehouse Orders',
      'Warehouses',
      'Suppliers',
      'Shipping Agents',
      'Products',
      'Stock',
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    // Consolidate/Unconsolidate right under Master Dashboard.
    const links = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(links.indexOf('Consolidate/Unconsolidate')).toBe(links.indexOf('Master Dashboard') + 1);
    expect(screen.getByRole('menuitem', { name: 'Consolidate/Unconsolidate' })).toHaveAttribute(
      'href',
      '/consolidate-unconsolidate',
    );
    // The supplier's 'Orders' entry is not the admin's: it has Purchase Orders.
    expect(screen.queryByText('Orders', { exact: true })).not.toBeInTheDocument();
    // Each resource's link goes to its list (the definition's name) or the path it names.
    const href = (name: string) => screen.getByRole('menuitem', { name }).getAttribute('href');
    expect(
      [
        'Master Dashboard',
        'Warehouse Orders',
        'Warehouses',
        'Suppliers',
        'Shipping Agents',
        'Products',
        'Stock',
      ].map(href),
    ).toEqual([
      '/master-dashboard',
      '/warehouse-orders',
      '/warehouses',
      '/suppliers',
      '/shipping-agents',
      '/products',
      '/stock',
    ]);

    await user.click(screen.getByText('Purchase Orders'));
    expect(screen.getByRole('menuitem', { name: 'Sent' })).toHaveAttribute('href', '/Sent');
    expect(screen.getByRole('menuitem', { name: 'to be sent' })).toHaveAttribute('href', '/to-be-sent');

    await user.click(screen.getByText('User Settings'));
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('menuitem', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    expect(screen.getByText('logout')).toBeInTheDocument();
  });

  it('Warehouse sees Warehouse Orders, Stock and User Settings, not Suppliers', async () => {
    const user = userEvent.setup();
    await menuFor('Warehouse');
    expect(screen.getByText('Warehouse Orders')).toBeInTheDocument();
    expect(screen.getByText('Stock')).toBeInTheDocument();
    for (const label of [
      'Suppliers',
      'Warehouses',
      'Purchase Orders',
      'Pickup Orders',
      'Master Dashboard',
      'Consolidate/Unconsolidate',
    ]) {
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    }
    await user.click(screen.getByText('User Settings'));
    expect(screen.getByText('Change Password')).toBeInTheDocument();
    expect(screen.queryByText('Settings', { exact: true })).not.toBeInTheDocument();
  });

  it("Supplier sees 'Orders' going to /, not Stock", async () => {
    await menuFor('Supplier');
    const orders = screen.getByRole('menuitem', { name: 'Orders' });
    expect(orders).toHaveAttribute('href', '/');
    expect(screen.queryByText('Stock')).not.toBeInTheDocument();
    expect(screen.queryByText('Purchase Orders')).not.toBeInTheDocument();
    expect(screen.queryByText('Warehouse Orders')).not.toBeInTheDocument();
  });

  it('keeps the logo out of the menu, which holds only menu items (a screen reader reads it as a menu)', async () => {
    await menuFor('Admin');
    const menu = screen.getByRole('menu');
    expect(screen.getByRole('img')).not.toBe(null);
    expect(menu).not.toContainElement(screen.getByRole('img'));
    for (const child of menu.children) expect(child).toHaveAttribute('role', 'menuitem');
  });

  it('opens the submenu holding the current screen', async () => {
    await menuFor('Admin', '/puo-sent');
    // Closed submenus render no children, so finding it without a click shows it opened.
    expect(screen.getByRole('menuitem', { name: 'sent' })).toHaveAttribute('href', '/puo-sent');
  });

  it('the menu is one list filtered by area: no area, no entry', () => {
    const labels = (entries: ReturnType<typeof visibleMenu>) => entries.map((entry) => entry.label);
    // Nothing allowed: only User Settings with its logout remains.
    expect(labels(visibleMenu(() => false, MENU))).toEqual(['app.menu.user_settings']);
  });

  it(
    'is used by keyboard alone: Tab reaches each group header, Enter or Space opens it, Tab reaches its entries',
    {
      timeout: 40_000,
    },
    async () => {
      const user = userEvent.setup();
      const logout = vi.fn(async () => undefined);
      signInAs(USERS.Admin);
      renderInAdmin(<ShellMenu />, { path: '/', authProvider: { ...authProvider, logout } });
      await screen.findByText('User Settings');
      const focused = () => document.activeElement as HTMLElement;
      /** Presses Tab until the focus is on `name` (at most the sidebar's length), never past it. */
      const tabTo = async (name: string) => {
        for (let i = 0; i < 30 && focused().textContent !== name; i++) await user.tab();
        expect(focused()).toHaveTextContent(name);
        return focused();
      };

      const purchase = screen.getByRole('menuitem', { name: 'Purchase Orders' });
      expect(purchase).toHaveAttribute('aria-expanded', 'false');
      expect(await tabTo('Purchase Orders')).toBe(purchase);
      await user.keyboard('{Enter}');
      expect(purchase).toHaveAttribute('aria-expanded', 'true');
      const toBeSent = screen.getByRole('menuitem', { name: 'to be sent' });
      expect(document.getElementById(purchase.getAttribute('aria-controls')!)).toContainElement(toBeSent);
      // The group's entries come right after its header in the Tab order.
      await user.tab();
      expect(focused()).toBe(toBeSent);
      await user.tab();
      expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Sent' }));

      // Space opens the next group; Enter again closes the first.
      const pickup = await tabTo('Pickup Orders');
      expect(pickup).toBe(screen.getByRole('menuitem', { name: 'Pickup Orders' }));
      await user.keyboard(' ');
      expect(pickup).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      expect(focused()).toHaveAttribute('href', '/puo-to-be-sent');
      await user.tab();
      expect(focused()).toHaveAttribute('href', '/puo-sent');
      purchase.focus();
      await user.keyboard('{Enter}');
      expect(purchase).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(document.querySelector('a[href="/to-be-sent"]')).toBeNull());

      const settings = await tabTo('User Settings');
      await user.keyboard('{Enter}');
      expect(settings).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      expect(focused()).toHaveAttribute('href', '/settings');
      await user.tab();
      expect(focused()).toHaveAttribute('href', '/change-password');
      await user.tab();
      expect(focused()).toHaveTextContent('logout');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(logout).toHaveBeenCalled());
    },
  );
});
