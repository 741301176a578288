import { RichTextField, TextInput } from 'react-admin';
import { DetailItem } from './DetailItem';
import { EmailBodyInput } from './EmailBodyInput';
import { ScheduleInput } from './ScheduleInput';
import { ScheduleText } from './ScheduleText';
import { SectionCard } from './SectionCard';

/**
 * The Notification Schedule and e-mail sections that suppliers and shipping agents share (spec
 * 001): `texts` is the resource's i18n namespace, e.g. 'app.suppliers', whose sections.schedule,
 * sections.email, fields.schedule and fields.next_send name them.
 */
export const NotificationInputs = ({ texts }: { texts: string }) => (
  <>
    <SectionCard title={`${texts}.sections.schedule`} columns={1}>
      <ScheduleInput />
    </SectionCard>
    <SectionCard title={`${texts}.sections.email`} columns={1}>
      <TextInput source="email_subject" label="app.forms.email_subject" isRequired />
      <EmailBodyInput />
    </SectionCard>
  </>
);

export interface NotificationRecord {
  notification_schedule?: string | null;
  schedule_label?: string | null;
  email_subject?: string | null;
  customeEmail?: string | null;
}

/** The same sections, read-only, on a detail screen. */
export const NotificationDetails = ({ texts, record }: { texts: string; record: NotificationRecord }) => (
  <>
    <SectionCard title={`${texts}.sections.schedule`} columns={3}>
      <DetailItem
        label={`${texts}.fields.schedule`}
        value={record.notification_schedule ? <ScheduleText value={record.notification_schedule} /> : null}
      />
      <DetailItem label={`${texts}.fields.next_send`} value={record.schedule_label} />
    </SectionCard>
    <SectionCard title={`${texts}.sections.email`} columns={1}>
      <DetailItem label="app.forms.email_subject" value={record.email_subject} />
      <DetailItem
        label="app.forms.email_body"
        value={record.customeEmail ? <RichTextField source="customeEmail" /> : null}
      />
    </SectionCard>
  </>
);
