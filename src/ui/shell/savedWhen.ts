import { formatDate, formatTime } from '../../core/kernel/format';

/** 'at 10:42 on 1st Mar 2026': when a screen's saved data was fetched. */
export function savedWhen(savedAt: Date): string {
  return `at ${formatTime(savedAt)} on ${formatDate(savedAt)}`;
}
