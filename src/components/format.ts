/** Number formatting for the console: one locale everywhere, so tests and screenshots read the same. */
const integer = new Intl.NumberFormat('en-US');

/** `12,345` */
export function formatInteger(value: number): string {
  return integer.format(Math.round(value));
}

/** `12.3k` for compact places such as part controls. */
export function formatCompactTokens(value: number): string {
  if (value < 1000) return String(Math.round(value));
  if (value < 100_000) return `${(value / 1000).toFixed(1)}k`;
  return `${Math.round(value / 1000)}k`;
}

/** `412 ms`, `10.0 s`, `2 min 5 s` */
export function formatDuration(milliseconds: number): string {
  if (milliseconds < 1000) return `${Math.max(0, Math.round(milliseconds))} ms`;
  if (milliseconds < 60_000) return `${(milliseconds / 1000).toFixed(1)} s`;
  const minutes = Math.floor(milliseconds / 60_000);
  return `${minutes} min ${Math.round((milliseconds % 60_000) / 1000)} s`;
}

/** `$0.0123`: small costs keep enough digits to tell requests apart. */
export function formatCost(dollars: number): string {
  if (dollars === 0) return '$0.00';
  if (dollars < 0.01) return `$${dollars.toFixed(4)}`;
  return `$${dollars.toFixed(dollars < 1 ? 3 : 2)}`;
}

// toLocaleTimeString builds a formatter on every call (about a millisecond each); a long timeline formats
// dozens of rows per frame, so the formatters are built once.
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hour12: false,
});
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** `09:14:07` in the operator's time zone. */
export function formatClock(timestamp: number): string {
  return clock.format(timestamp);
}

/** `14 Mar 2026, 09:14:07` */
export function formatDateTime(timestamp: number): string {
  return dateTime.format(timestamp);
}
