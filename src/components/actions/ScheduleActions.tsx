import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { ScheduleDialog } from '../scheduleDialog/ScheduleDialog';
import { DialogIconButton } from './DialogIconButton';
import { useShowListPage } from './useShowListPage';
import { useWrite } from './useWrite';

/** A scheduled purchase or pickup order, as its list row holds it. */
export interface ScheduledRecord {
  _id: string;
  schedule_time: string;
  time_zone: string;
}

/**
 * The edit icon beside a scheduled order's date & time, while it may still move: Update Scheduled
 * date & time (spec 000 sections 2 and 5). The server answers {msg}: its banner, then one reload.
 */
export function UpdateScheduleButton<R extends ScheduledRecord>({
  allowed,
  label,
  icon,
  submitLabel,
  update,
}: {
  allowed: (record: R) => boolean;
  /** The icon's accessible name, translated, naming the order. */
  label: (record: R) => string;
  icon?: ReactNode;
  /** i18n key of the dialog's submit button (the PO's Done, the PUO's Confirm). */
  submitLabel?: string;
  update: (dataProvider: AppDataProvider, params: { id: string; time: string }) => Promise<{ msg: string }>;
}) {
  const record = useRecordContext<R>();
  if (!record || !allowed(record)) return null;
  return (
    <DialogIconButton
      label={label(record)}
      icon={icon}
      dialog={(close) => (
        <UpdateSchedule record={record} submitLabel={submitLabel} update={update} onClose={close} />
      )}
    />
  );
}

const UpdateSchedule = ({
  record,
  submitLabel,
  update,
  onClose,
}: {
  record: ScheduledRecord;
  submitLabel?: string;
  update: (dataProvider: AppDataProvider, params: { id: string; time: string }) => Promise<{ msg: string }>;
  onClose: () => void;
}) => {
  const { submit } = useWrite((dp, time: string) => update(dp, { id: record._id, time }));
  return (
    <ScheduleDialog
      current={record.schedule_time}
      timeZone={record.time_zone}
      save={submit}
      onClose={onClose}
      submitLabel={submitLabel}
    />
  );
};

/** What 'send' answers (spec 000 section 7): its msg and the refreshed to-be-sent page. */
export interface SentNowPage {
  msg: string;
  rows: readonly object[];
  total: number;
}

/**
 * 'send' on a scheduled order's row: e-mailed now, it moves to the sent list (spec 000 sections 2
 * and 4). The server's msg is the banner, and its answer, the refreshed page, is the list shown:
 * one list query per click. A failure is the red banner, and the list reloads once.
 */
export function SendNowButton<R extends { _id: string }>({
  allowed,
  label,
  text,
  send,
}: {
  allowed: (record: R) => boolean;
  /** The button's accessible name, translated, naming the order. */
  label: (record: R) => string;
  /** i18n key of the button's text. */
  text: string;
  send: (
    dataProvider: AppDataProvider,
    params: { id: string; page: number; perPage: number },
  ) => Promise<SentNowPage>;
}) {
  const record = useRecordContext<R>();
  const translate = useTranslate();
  const { page, perPage } = useListContext();
  const showListPage = useShowListPage();
  const { run, isPending } = useWrite((dp, id: string) => send(dp, { id, page, perPage }), {
    showList: (answer) => showListPage(answer.rows, answer.total),
  });
  // A sent row's button stays disabled until the page shown without it replaces the row.
  const [sent, setSent] = useState(false);
  if (!record || !allowed(record)) return null;
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={<SendIcon fontSize="small" />}
      disabled={isPending || sent}
      aria-label={label(record)}
      onClick={(event) => {
        event.stopPropagation();
        void run(record._id).then(setSent);
      }}
    >
      {translate(text)}
    </Button>
  );
}
