/**
 * How rule conditions read values, for the Rules screen: the canonical forms they compare, and what a value
 * that cannot be judged does (the same words as the architecture page).
 */
export function ConditionHelp() {
  return (
    <details className="text-xs text-zinc-600 dark:text-zinc-400">
      <summary className="cursor-pointer font-medium text-zinc-700 dark:text-zinc-300">
        How conditions compare values
      </summary>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>
          Every text is compared in Unicode NFC, so a name typed with a combining accent is the same name.
        </li>
        <li>
          A glob compares paths: <code>.</code> segments, repeated and trailing slashes are removed and{' '}
          <code>..</code> is resolved, so <code>/tmp/../etc/shadow</code> is <code>/etc/shadow</code>. A value
          that equals or is one of a value starting with <code>/</code> is compared the same way.
        </li>
        <li>
          A glob or value written as a URL (<code>https://…</code>) compares URLs decoded once, with the
          scheme and host in lower case and the path normalized: <code>/admin%2Fusers</code> is{' '}
          <code>/admin/users</code>, while <code>%252F</code> stays the text <code>%2F</code>.
        </li>
        <li>
          A value that cannot be judged (longer than 4,096 characters for a path or URL or 65,536 for text, a
          null byte, a <code>..</code> that climbs above the root, malformed percent-encoding, a number or
          object where a string is expected, a path that runs into text where it needs an object) makes a deny
          or ask rule match and an allow rule not match; the decision says why (“path could not be judged:
          5,000 characters”).
        </li>
        <li>
          A missing argument is not a value: the condition does not hold. Use “is present” or “is absent” to
          match on whether it is there.
        </li>
        <li>Regular expressions run in RE2 (linear time; no look-around or back-references).</li>
        <li>
          Tiers: a remote agent&rsquo;s tool nobody has tiered is <code>unknown</code>, handled like
          destructive: an allow rule runs it only when confirmed twice. Give it a tier on the Agents screen.
        </li>
      </ul>
    </details>
  );
}
