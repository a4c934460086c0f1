import { type FormatLocale, formatDateWith } from '@gas/shared';

type SlotTimes = { day: string; startTime: string; endTime: string };

/**
 * A delivery slot's day, a Lagos calendar date (YYYY-MM-DD), as the app's other dates read it:
 * "Nov 29", in Hausa "29 Nuw". Written as that calendar day wherever the reader is (noon UTC
 * stays the same date in every zone the formatter is asked for: UTC).
 */
export function formatSlotDay(day: string, locale: FormatLocale): string {
  return formatDateWith(
    new Date(`${day}T12:00:00Z`),
    { month: 'short', day: 'numeric', timeZone: 'UTC' },
    locale,
  );
}

/** "Nov 29 08:00-10:00": a slot's day and its hours (Lagos time, as the hub keeps them). */
export function formatSlotTime(slot: SlotTimes, locale: FormatLocale): string {
  return `${formatSlotDay(slot.day, locale)} ${slot.startTime}-${slot.endTime}`;
}
