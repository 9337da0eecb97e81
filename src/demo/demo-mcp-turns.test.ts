import { describe, expect, it } from 'vitest';
import type { ContextMessage, ModelRequest, ToolDeclaration } from '../core/model-request.ts';
import { demoScenarioStart } from './demo-investigation-turns.ts';
import type { DemoToolHint, DemoToolHints } from './demo-mcp-turns.ts';
import { planDemoTurn } from './demo-script.ts';
import { demoDataUri } from '../tools/schema-arguments.ts';
import { builtInDeclarations as builtIn } from '../test/demo-test-support.ts';

// As server-everything lists them: a write tool without arguments first, then read-only ones, then one that writes.
const mcpTools: readonly (ToolDeclaration & { readonly hint: DemoToolHint })[] = [
  {
    name: 'everything__toggle-simulated-logging',
    description: 'Toggles logging.',
    inputSchema: { type: 'object', properties: {} },
    hint: { server: 'everything', toolName: 'toggle-simulated-logging', readOnly: false, destructive: false },
  },
  {
    name: 'everything__echo',
    description: 'Echoes back the input.',
    inputSchema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    hint: { server: 'everything', toolName: 'echo', readOnly: true, destructive: false },
  },
  {
    name: 'everything__gzip-file-as-resource',
    description: 'Compresses a file.',
    inputSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', default: 'README.md.gz' },
        data: { type: 'string', format: 'uri', default: 'https://example.com/README.md' },
      },
    },
    hint: { server: 'everything', toolName: 'gzip-file-as-resource', readOnly: false, destructive: false },
  },
];
const hints: DemoToolHints = (name) => mcpTools.find((tool) => tool.name === name)?.hint;
const tools = [...builtIn, ...mcpTools.map(({ hint: _hint, ...declaration }) => declaration)];

function request(messages: readonly ContextMessage[]): ModelRequest {
  return {
    system: '',
    messages: [{ role: 'user', parts: [{ kind: 'text', text: demoScenarioStart }] }, ...messages],
    tools,
  };
}

describe('the demo with a connected MCP server', () => {
  it('first calls the first read-only tool and proposes the first writing tool that takes arguments', () => {
    const turn = planDemoTurn(request([]), hints);
    expect(turn.calls).toEqual([
      { name: 'everything__echo', args: { message: 'Hello from the Toolgate demo' } },
      { name: 'everything__gzip-file-as-resource', args: { name: 'README.md.gz', data: demoDataUri } },
    ]);
    expect(turn.text).toContain('MCP server everything is connected');
    expect(turn.text).toContain('echo declares itself read-only');
    expect(turn.text).toContain('gzip-file-as-resource declares that it changes things');
  });

  it('without hints (no MCP server connected) plays the scripted case as before', () => {
    const turn = planDemoTurn(request([]));
    expect(turn.calls.map((call) => call.name)).toEqual(['search_records', 'read_record']);
  });

  it('once the MCP calls are settled, says what each did, the operator’s edits included, and starts the case', () => {
    const turn = planDemoTurn(
      request([
        {
          role: 'model',
          parts: [
            {
              kind: 'tool-call',
              callId: 'c1',
              providerId: 'p1',
              name: 'everything__echo',
              args: { message: 'Hi' },
            },
            {
              kind: 'tool-call',
              callId: 'c2',
              providerId: 'p2',
              name: 'everything__gzip-file-as-resource',
              args: { name: 'README.md.gz' },
            },
          ],
        },
        {
          role: 'tool',
          parts: [
            {
              kind: 'tool-result',
              callId: 'c1',
              providerId: 'p1',
              name: 'everything__echo',
              content: 'Echo: Hi',
              isError: false,
            },
            {
              kind: 'tool-result',
              callId: 'c2',
              providerId: 'p2',
              name: 'everything__gzip-file-as-resource',
              content:
                'resource link\n\nThe operator modified the arguments before running this call: name: "README.md.gz" → "notes.gz".',
              isError: false,
            },
          ],
        },
      ]),
      hints,
    );
    expect(turn.text).toMatch(
      /^echo answered “Echo: Hi”\. You changed name from “README\.md\.gz” to “notes\.gz” before approving gzip-file-as-resource; I'm going with your version\. gzip-file-as-resource answered “resource link”\./,
    );
    expect(turn.calls.map((call) => call.name)).toEqual(['search_records', 'read_record']);
  });
});
