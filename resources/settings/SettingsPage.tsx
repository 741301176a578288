import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Form, TextInput, useTranslate } from 'react-admin';
import { errorMessage } from '../../dataProvider/errors';
import { isSignedOut, useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { ATTENTION_THRESHOLDS } from '../../domain/attention';
import {
  ATTENTION_SETTING_FIELDS,
  DEADLINE_DAYS,
  SIGNATURE_PREVIEW_WIDTH,
  SIGNATURE_WIDTH,
  sendFromSettingsBody,
  type SendFromSettingsBody,
} from '../../domain/schemas/settings';
import {
  fieldErrorsOf,
  FormBanner,
  schemaResolver,
  SectionCard,
  staleBanner,
  staleRefusal,
  SubmitButton,
  useBanner,
  WholeNumberInput,
} from '../../src/components/forms';
import { useOneAtATime } from '../../src/components/actions';
import { ScreenHeading } from '../../src/components/ScreenHeading';
import type { SendFromSettings } from './settingsApi';
import { SignatureImageInput } from './SignatureImageInput';
import { DailyDigestSection } from './DailyDigestSection';

const resolver = schemaResolver(sendFromSettingsBody);

/** The form speaks the payload of /add-send-from-email: {email, deadline, image, size} and the thresholds. */
export function settingsFormValues(doc: SendFromSettings | null): Record<string, unknown> {
  return {
    email: doc?.send_from_email ?? '',
    deadline: doc?.deadline_days ?? null,
    image: doc?.email_img_signature ?? '',
    // A width is needed before an upload; the preview's 200 px is a fair first value.
    size: doc?.image_size ?? SIGNATURE_PREVIEW_WIDTH,
    consolidation_hours: doc?.consolidation_hours ?? ATTENTION_THRESHOLDS.consolidationHours.default,
    at_risk_hours: doc?.at_risk_hours ?? ATTENTION_THRESHOLDS.atRiskHours.default,
    supplier_silent_days: doc?.supplier_silent_days ?? ATTENTION_THRESHOLDS.supplierSilentDays.default,
    pickup_uncollected_days:
      doc?.pickup_uncollected_days ?? ATTENTION_THRESHOLDS.pickupUncollectedDays.default,
    // Sent back with the save, refused when saved meanwhile; not known when the settings could not be read.
    updatedAt: doc ? doc.updatedAt : undefined,
  };
}

/** When a waiting order, PO or PUO joins Needs attention (domain/attention.ts). */
const ThresholdInputs = () => (
  <>
    {Object.entries(ATTENTION_SETTING_FIELDS).map(([field, name]) => (
      <WholeNumberInput
        key={field}
        source={field}
        label={`app.settings.fields.${field}`}
        range={ATTENTION_THRESHOLDS[name]}
      />
    ))}
  </>
);

/**
 * Settings (spec 001 "Settings", area settings): the send-from e-mail, the deadline days (1 to
 * 31) and the e-mail signature image with its width (50 to 800 px) and a 200 px preview.
 */
const SettingsPage = () => {
  const translate = useTranslate();
  const { banner, show, clear } = useBanner();
  const [values, setValues] = useState<Record<string, unknown> | null>(null);
  const { once, isPending: saving } = useOneAtATime();
  const dataProvider = useAppDataProvider();

  // Read on opening, and again by Reload after a save refused as stale.
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let live = true;
    dataProvider.getSendFromSettings().then(
      (doc) => live && setValues(settingsFormValues(doc)),
      (error: unknown) => {
        if (!live || isSignedOut(error)) return;
        setValues(settingsFormValues(null));
        show({ severity: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, show, reads]);

  const reload = () => {
    clear();
    setReads((n) => n + 1);
  };

  const submit = (data: Record<string, unknown>) =>
    once(async () => {
      clear();
      try {
        const { msg, doc } = await dataProvider.saveSendFromSettings(data as SendFromSettingsBody);
        setValues(settingsFormValues(doc));
        show({ severity: 'success', message: msg || 'app.forms.saved' });
        return undefined;
      } catch (error) {
        if (isSignedOut(error)) return undefined;
        const stale = staleRefusal(error);
        if (stale) {
          show(staleBanner(stale, reload, translate));
          return undefined;
        }
        show({ severity: 'error', message: errorMessage(error) });
        return fieldErrorsOf(error);
      }
    });

  return (
    <>
      <ScreenHeading title="app.screens.settings" />
      <FormBanner banner={banner} onClose={clear} />
      {values === null ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={translate('app.list.loading')} />
        </Box>
      ) : (
        <Form record={values} resolver={resolver} onSubmit={submit} noValidate>
          <Box sx={{ maxWidth: 880 }}>
            <SectionCard title="app.settings.sections.send_from">
              <TextInput source="email" label="app.settings.fields.email" type="email" isRequired />
              <WholeNumberInput
                source="deadline"
                label="app.settings.fields.deadline"
                range={DEADLINE_DAYS}
              />
            </SectionCard>
            <SectionCard title="app.settings.sections.signature">
              <WholeNumberInput source="size" label="app.settings.fields.size" range={SIGNATURE_WIDTH} />
              <SignatureImageInput onBanner={show} />
            </SectionCard>
            <SectionCard title="app.settings.sections.attention">
              <ThresholdInputs />
            </SectionCard>
            <SubmitButton label="app.settings.save" saving={saving} />
          </Box>
        </Form>
      )}
      {values === null ? null : (
        <Box sx={{ maxWidth: 880, mt: 3 }}>
          <DailyDigestSection onBanner={show} />
        </Box>
      )}
    </>
  );
};

export default SettingsPage;
