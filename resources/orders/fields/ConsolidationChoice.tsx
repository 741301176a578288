import { useOrderActions } from '../actions/OrderActionsContext';
import type { Order } from '../types';
import { ChoiceSelect } from './ChoiceSelect';

const OPTIONS = [
  { id: 'consolidate', name: 'app.orders.consolidate.option' },
  { id: 'unconsolidate', name: 'app.orders.unconsolidate.option' },
] as const;

/** The Consolidate/Unconsolidate selector of an order still undecided. */
export const ConsolidationChoice = ({ order }: { order: Order }) => {
  const { open } = useOrderActions();
  return (
    <ChoiceSelect
      label="app.orders.consolidate.choose"
      options={OPTIONS}
      onChoose={(id) => open({ kind: 'consolidate', order, consolidated: id === 'consolidate' })}
    />
  );
};
