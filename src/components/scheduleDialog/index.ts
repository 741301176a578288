export { ScheduleDialog, type ScheduleDialogProps } from './ScheduleDialog';
export { scheduleDialogMessages } from './messages';
export { scheduleText } from './scheduleText';
