import BuildIcon from '@mui/icons-material/Build';
import { ATTENTION_SORTS } from '../../domain/listSorts';
import Button from '@mui/material/Button';
import { DataTable, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ATTENTION_REASONS, formatAge } from '../../domain/attention';
import { orderNumberShown } from '../../domain/orderNumberShown';
import type { AttentionRecord } from '../../domain/schemas/attention';
import type { Role } from '../../domain/roles';
import { ResourceList } from '../../src/components/list';
import { ActionsBanner, ActionsProvider, useWrite } from '../../src/components/actions';
import type { AppDataProvider } from '../../dataProvider';
import { fixTarget } from './fixTarget';

const REASON_TAGS = ATTENTION_REASONS.map((reason) => ({
  id: reason,
  name: `app.attention.reasons.${reason}`,
}));

/** Who must act: the Admin, or the warehouse, supplier or agent by name. */
const Actor = ({ row }: { row: AttentionRecord }) => {
  const translate = useTranslate();
  const who = translate(`app.attention.moves.${row.move}`);
  return <>{row.actor_name ? `${who}: ${row.actor_name}` : who}</>;
};

/** What a fix that is a call of its own sends (the row's item_id names its record). */
const FIX_CALLS = {
  'resend-email': (dp: AppDataProvider, id: string) => dp.resendEmail(id),
  'retry-write-back': (dp: AppDataProvider, id: string) => dp.retryShopFulfilment(id),
  // As on To Be Sent, one click sends; the page it answers is the to-be-sent list's, not ours.
  'send-now': (dp: AppDataProvider, id: string) => dp.sendPurchaseOrderNow({ id, page: 1, perPage: 1 }),
} as const;
type CallFix = keyof typeof FIX_CALLS;
const isCallFix = (fix: AttentionRecord['fix']): fix is CallFix => fix in FIX_CALLS;

/** The fixes that are calls of their own (the Admin's): the row leaves once the list reloads. */
const CallFixButton = ({ row, fix }: { row: AttentionRecord; fix: CallFix }) => {
  const translate = useTranslate();
  const { run, isPending } = useWrite((dp, id: string) => FIX_CALLS[fix](dp, id));
  return (
    <Button size="small" startIcon={<BuildIcon />} disabled={isPending} onClick={() => void run(row.item_id)}>
      {translate(`app.attention.fixes.${row.fix}`)}
    </Button>
  );
};

const FixButton = ({ row }: { row: AttentionRecord }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { permissions: role } = usePermissions<Role | null>();
  if (role === 'Admin' && isCallFix(row.fix)) return <CallFixButton row={row} fix={row.fix} />;
  const to = role ? fixTarget(row, role) : null;
  if (!to) return null;
  return (
    <Button size="small" startIcon={<BuildIcon />} onClick={() => navigate(to)}>
      {translate(`app.attention.fixes.${row.fix}`)}
    </Button>
  );
};

/** Needs attention: one row per thing waiting, oldest clock first, with the fix in one click. */
export const AttentionList = () => {
  const translate = useTranslate();
  return (
    <ActionsProvider>
      <ResourceList
        resource="attention"
        title="app.screens.attention"
        tags={REASON_TAGS}
        banner={<ActionsBanner />}
        sorts={ATTENTION_SORTS}
      >
        <DataTable.Col<AttentionRecord>
          source="reason"
          label="app.attention.columns.reason"
          render={(row) => translate(`app.attention.reasons.${row.reason}`)}
        />
        <DataTable.Col<AttentionRecord>
          source="record_number"
          label="app.attention.columns.record"
          render={(row) => {
            if (!row.order_number) return row.record_number;
            const order = orderNumberShown({ order_number: row.order_number, shop: row.order_shop });
            return row.order_number === row.record_number ? order : `${row.record_number} (${order})`;
          }}
        />
        <DataTable.Col<AttentionRecord>
          source="since"
          label="app.attention.columns.age"
          render={(row) => formatAge(row.reason, row.since, new Date())}
        />
        <DataTable.Col<AttentionRecord>
          source="move"
          label="app.attention.columns.move"
          disableSort
          render={(row) => <Actor row={row} />}
        />
        <DataTable.Col<AttentionRecord>
          label="app.attention.columns.fix"
          render={(row) => <FixButton row={row} />}
        />
      </ResourceList>
    </ActionsProvider>
  );
};

export default AttentionList;
