import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInAdmin } from '../../testing';
import { ActionsProvider } from './ActionsContext';
import { DialogIconButton } from './DialogIconButton';
import { DialogMenuItem } from './DialogMenuItem';
import { RowMenu } from '../list/RowMenu';
import { withRequestedAction } from './requestedAction';

const Row = ({ id, disabled = false }: { id: string; disabled?: boolean }) => (
  <DialogIconButton
    label={`Edit ${id}`}
    disabled={disabled}
    openOn={{ action: 'set-agent', recordId: id }}
    dialog={() => <div role="dialog">{`dialog of ${id}`}</div>}
  />
);

const renderAt = (path: string, rows: { id: string; disabled?: boolean }[]) =>
  renderInAdmin(
    <ActionsProvider>
      {rows.map((row) => (
        <Row key={row.id} {...row} />
      ))}
    </ActionsProvider>,
    { path },
  );

describe('an action asked for by the address', () => {
  it('opens once, for the record it names, and leaves the address', async () => {
    const { location } = renderAt(withRequestedAction('/warehouse-orders?filter=x', 'set-agent', 'o2'), [
      { id: 'o1' },
      { id: 'o2' },
    ]);
    expect(await screen.findByRole('dialog')).toHaveTextContent('dialog of o2');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await waitFor(() => expect(location().search).toBe('?filter=x'));
  });

  it('does not open for another action, or when the action is not allowed', async () => {
    renderAt('/warehouse-orders?action=set-date&record=o1', [{ id: 'o1' }]);
    renderAt('/warehouse-orders?action=set-agent&record=o3', [{ id: 'o3', disabled: true }]);
    expect(await screen.findAllByRole('button', { name: /Edit/ })).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a row menu entry asked for by the address', () => {
  it("opens its dialog without the menu being opened (the menu's entries stay mounted)", async () => {
    renderInAdmin(
      <ActionsProvider>
        {['a1', 'a2'].map((id) => (
          <RowMenu key={id}>
            <DialogMenuItem
              label="Shipping Info"
              openOn={{ action: 'add-shipping-info', recordId: id }}
              dialog={() => <div role="dialog">{`shipping info of ${id}`}</div>}
            />
          </RowMenu>
        ))}
      </ActionsProvider>,
      { path: '/puo-sent?action=add-shipping-info&record=a2' },
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('shipping info of a2');
  });
});
