import { TextDialog, type TextDialogProps } from '../../../src/components/actions/TextDialog';
import { useWrite } from '../../../src/components/actions';
import type { AppDataProvider } from '../../../dataProvider';
import type { AssignOrderScope } from './AssignOrderScope';

/**
 * The comment and invoice-number dialogs of a sent PO's assign order: one required text checked
 * by the shared schema; the server's msg is the green or red banner (TRACKING_ID_SUCCESS /
 * TRACKING_ID_ERROR, spec 000 section 8) and the list reloads.
 */
export const PoTextDialog = ({
  scope,
  call,
  ...dialog
}: Omit<TextDialogProps, 'save'> & {
  scope: AssignOrderScope;
  call: (dp: AppDataProvider, scope: AssignOrderScope, text: string) => Promise<{ msg: string }>;
}) => {
  const { run } = useWrite((dp, text: string) => call(dp, scope, text));
  return (
    <TextDialog
      {...dialog}
      save={async (text) => {
        await run(text);
      }}
    />
  );
};
