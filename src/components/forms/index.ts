export { ActivationBadge, AvailabilityBadge } from './badges';
export { DetailItem } from './DetailItem';
export { EmailBodyInput } from './EmailBodyInput';
export { ERROR_BANNER_MS, FormBanner, useBanner, type FormBannerState } from './FormBanner';
export { FormIntro } from './FormIntro';
export { formMessages } from './messages';
export { idFromState, RecordRedirect } from './RecordRedirect';

export { joinSchedule, ScheduleInput, scheduleParts } from './ScheduleInput';
export { schemaResolver, type FormResolver } from './schemaResolver';
export { ScheduleText } from './ScheduleText';
export { SectionCard } from './SectionCard';
export { fieldErrorsOf, type FieldErrors } from './serverErrors';
export { staleBanner, staleRefusal } from './staleEdit';
export { SubmitButton } from './SubmitButton';
export { TimeInput, TimeSelect, timeParts } from './TimeInput';
export {
  useAddOrEditSave,
  useSaveWithBanner,
  type SaveKind,
  type SaveWithBannerOptions,
} from './useSaveWithBanner';
export { AddressDetails, AddressInputs, type AddressRecord } from './AddressSections';
export { NotificationDetails, NotificationInputs, type NotificationRecord } from './NotificationSections';
export { MasterDataForm } from './MasterDataForm';
export { LockedFieldForm } from './LockedFieldForm';
export { ChoicesError } from './ChoicesError';
export { lockedResolver } from './lockedResolver';
export { useAdminRows, type AdminRows } from './useAdminRows';
export { WholeNumberInput } from './WholeNumberInput';
export { DayInput, pastDayConfirmation, spelledDay, type DialogQuestion } from './DayInput';
