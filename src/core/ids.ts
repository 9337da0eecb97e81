let counter = 0;

/**
 * A unique id with a readable prefix (`part_…`, `msg_…`, `call_…`). Random enough to be unique across tabs and
 * reloads, ordered by creation within one page.
 */
export function createId(prefix: string): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 10);
  return `${prefix}_${Date.now().toString(36)}${random}${counter.toString(36)}`;
}
