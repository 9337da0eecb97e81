import { Badge } from '../../../components/badge.tsx';
import type { ToolOrigin } from '../../../tools/tool-definition.ts';
import type { ToolAnnotations } from '../../../tools/mcp/mcp-tier.ts';
import { describeAnnotations, tierReason } from '../../../tools/mcp/mcp-tier.ts';

/** Where an MCP tool comes from, the annotations its server declared, and the tier they led to. */
export function McpOrigin({ origin }: { readonly origin: Extract<ToolOrigin, { kind: 'mcp' }> }) {
  const annotations = origin.annotations as ToolAnnotations | undefined;
  return (
    <section aria-label="Tool source" className="space-y-1 text-xs text-zinc-700 dark:text-zinc-300">
      <p className="flex flex-wrap items-center gap-1.5">
        <span>
          MCP server <span className="font-semibold [overflow-wrap:anywhere]">{origin.serverName}</span>, tool{' '}
          <span className="font-mono [overflow-wrap:anywhere]">{origin.toolName}</span>
        </span>
        <Badge tone={origin.trusted ? 'info' : 'warning'}>{origin.trusted ? 'trusted' : 'untrusted'}</Badge>
      </p>
      <ul aria-label="Annotations" className="flex flex-wrap gap-1">
        {describeAnnotations(annotations).map((row) => (
          <li key={row.hint}>
            <Badge
              tone="neutral"
              title={row.declared ? 'Declared by the server' : 'Not declared: the default applies'}
            >
              {row.hint}: {String(row.value)}
              {row.declared ? '' : ' (default)'}
            </Badge>
          </li>
        ))}
      </ul>
      <p>{tierReason(annotations, origin.trusted)}</p>
    </section>
  );
}
