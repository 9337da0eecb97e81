import { expect, test } from '@playwright/test';
import { emailArgs, refundArgs } from './agents/mastra/scripted-model.ts';
import { AgentsPage } from './pages/agents-page.ts';
import type { RunningMastraAgent } from './support/mastra-agent.ts';
import { startMastraAgent } from './support/mastra-agent.ts';

// A real framework agent: Mastra behind @ag-ui/mastra (e2e/agents/mastra), its model the scripted
// OpenAI-compatible server, on ports of its own so that CORS is real. Its refund tool calls suspend() (an AG-UI
// interrupt whose response schema takes edited arguments); its email tool has requireApproval (a call the run
// leaves waiting, approved as proposed: Mastra runs it with the model's arguments).

let agent: RunningMastraAgent;
test.beforeAll(async () => {
  agent = await startMastraAgent();
});
test.afterAll(async () => {
  await agent?.close();
});

test('a Mastra agent asks twice; the operator edits the refund, approves both, and each tool runs once', async ({
  page,
}, testInfo) => {
  const editedRefund = { ...refundArgs, amount: 18.5, note: 'Two of the four plates' };
  const agents = new AgentsPage(page);
  const entry = await agents.connect(agent.url, 'mastra');
  await expect(entry).toContainText('Reachable: an AG-UI endpoint.');
  await agents.startThread('mastra', 'Please refund order 1042, then email the customer.');
  const console = agents.console;

  await console.showDecisions();
  // The suspended call carries no tool-call events: its name and arguments come from the interrupt alone.
  await expect(console.pendingItem('issue_refund')).toContainText('remote tool');
  await console.openPending('issue_refund');
  await expect(console.review).toContainText('mastra:tool_suspend');
  await expect(console.review).toContainText('remote tool');
  await expect(console.review).not.toContainText('unknown tool');
  await console.argument('amount').fill(String(editedRefund.amount));
  await console.argument('note').fill(editedRefund.note);
  await console.screenshot(testInfo, 'refund-edited');
  await console.approveUnknownTier();

  await console.openPending('send_email');
  await expect(console.review).toContainText('does not accept edited arguments');
  await console.screenshot(testInfo, 'email-pending');
  await console.approveUnknownTier();

  await expect(console.timelineCard('send_email', 'executed')).toBeVisible();
  await expect(console.timelineCard('issue_refund', 'executed')).toBeVisible();
  await expect(console.timeline).toContainText('Finished: issue_refund and send_email.');
  await console.screenshot(testInfo, 'both-executed');

  // What the agent's side saw: each tool ran once, with what was approved; one request per run, the same
  // thread, a new run id each time, and each resume answering the one open request.
  expect(agent.executions().map((execution) => [execution.tool, execution.args])).toEqual([
    ['issue_refund', editedRefund],
    ['send_email', emailArgs],
  ]);
  const [first, second, third, ...more] = agent.requests();
  expect(more).toEqual([]);
  const threadId = first!.threadId;
  expect([second!.threadId, third!.threadId]).toEqual([threadId, threadId]);
  expect(new Set([first!.runId, second!.runId, third!.runId]).size).toBe(3);
  const [refundId, emailId] = agent.executions().map((execution) => execution.toolCallId);
  expect(first!.resume).toBeUndefined();
  expect(second!.resume).toEqual([
    {
      interruptId: `${String(first!.runId)}::${refundId}`,
      status: 'resolved',
      payload: { approved: true, editedArgs: editedRefund },
    },
  ]);
  expect(third!.resume).toEqual([
    { interruptId: `${String(first!.runId)}::${emailId}`, status: 'resolved', payload: { approved: true } },
  ]);
});
