/**
 * Hands a text file to the browser as a download: a Blob behind a temporary <a download>. On a
 * phone the calendar app offers to add an .ics file (iOS opens it in a sheet, Android in the
 * calendar chosen for text/calendar).
 */
export function saveTextFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, not before the download starts.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
