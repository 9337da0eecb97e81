/**
 * A string in the one form rule conditions compare, or why it cannot be judged. A condition never compares a
 * spelling: `/tmp/../etc/shadow` is `/etc/shadow`, `café` typed with a combining accent is `café`, and
 * `https://host/a%2Fb` is `https://host/a/b`.
 */
export type Canonical =
  | { readonly status: 'judged'; readonly value: string }
  | { readonly status: 'unjudged'; readonly reason: string };

/** Which canonical form a condition compares in. */
export type CanonicalForm = 'text' | 'path' | 'url';

/** Longest string a text condition (equals, one of, regular expression) judges. */
export const maxJudgedTextLength = 65_536;

/** Longest path or URL a condition judges; picomatch compiles globs to backtracking regular expressions. */
export const maxJudgedPathLength = 4_096;

const grouped = new Intl.NumberFormat('en-US');

function judged(value: string): Canonical {
  return { status: 'judged', value };
}

function unjudged(reason: string): Canonical {
  return { status: 'unjudged', reason };
}

/** Unicode NFC; a value over `limit` characters or with a null byte cannot be judged. */
export function canonicalText(text: string, limit: number = maxJudgedTextLength): Canonical {
  if (text.length > limit)
    return unjudged(
      `${grouped.format(text.length)} characters (at most ${grouped.format(limit)} are judged)`,
    );
  if (text.includes('\u0000')) return unjudged('it holds a null byte');
  return judged(text.normalize('NFC'));
}

function normalizedSegments(path: string): string | undefined {
  const kept: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (kept.length === 0) return undefined;
      kept.pop();
    } else kept.push(segment);
  }
  return kept.join('/');
}

/**
 * A path with `.` segments, repeated and trailing slashes removed and `..` resolved, in NFC. A `..` that climbs
 * above the root (or above the start of a relative path) cannot be judged: where it lands is not in the value.
 */
export function canonicalPath(path: string): Canonical {
  const text = canonicalText(path, maxJudgedPathLength);
  if (text.status === 'unjudged') return text;
  const normalized = normalizedSegments(text.value);
  if (normalized === undefined) return unjudged('its .. climbs above the root');
  if (text.value.startsWith('/')) return judged(`/${normalized}`);
  return judged(normalized || '.');
}

const urlShape = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(.*)$/is;

/** Whether a string is written as a URL (`scheme://…`), which makes a condition on it a URL condition. */
export function looksLikeUrl(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
}

/**
 * A URL percent-decoded once (so `%2F` is a separator and `%252F` stays the text `%2F`), its scheme and host in
 * lower case, its path normalized like {@link canonicalPath} (a `..` above the root cannot be judged), in NFC.
 * A value that is not `scheme://…`, or whose percent-encoding is malformed, cannot be judged.
 */
export function canonicalUrl(url: string): Canonical {
  if (url.length > maxJudgedPathLength) return canonicalText(url, maxJudgedPathLength);
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return unjudged('its percent-encoding is malformed');
  }
  const text = canonicalText(decoded, maxJudgedPathLength);
  if (text.status === 'unjudged') return text;
  const parts = urlShape.exec(text.value);
  if (!parts) return unjudged('it is not a URL (scheme://host/path)');
  const [, scheme = '', authority = '', path = '', rest = ''] = parts;
  const normalized = normalizedSegments(path);
  if (normalized === undefined) return unjudged('its .. climbs above the root');
  const trailing = normalized || rest ? `/${normalized}` : '';
  return judged(`${scheme.toLowerCase()}://${authority.toLowerCase()}${trailing}${rest}`);
}

/** The canonical form of `text` in `form`. */
export function canonicalIn(form: CanonicalForm, text: string): Canonical {
  switch (form) {
    case 'text':
      return canonicalText(text);
    case 'path':
      return canonicalPath(text);
    case 'url':
      return canonicalUrl(text);
  }
}

/**
 * Canonical forms worked out once per decision: a thousand rules on the same `path` argument normalize it
 * once, not a thousand times.
 */
export class CanonicalCache {
  // Made on first use: most decisions compare no string at all.
  private forms: Partial<Record<CanonicalForm, Map<string, Canonical>>> | undefined;

  of(form: CanonicalForm, text: string): Canonical {
    this.forms ??= {};
    const known = (this.forms[form] ??= new Map());
    let found = known.get(text);
    if (!found) {
      found = canonicalIn(form, text);
      known.set(text, found);
    }
    return found;
  }
}
