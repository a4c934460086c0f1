import { formatDate } from '@gas/shared';

/** A trading day (YYYY-MM-DD) as "Nov 20, 2026": the calendar day it names, whatever the browser's zone. */
export const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`, 'UTC');
