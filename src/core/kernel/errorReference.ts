/** A short id shown with a generic error and logged with it, so support can find the log line. */
export function newErrorReference(): string {
  return crypto.randomUUID().slice(0, 8).toUpperCase();
}
