import { describe, expect, it } from 'vitest';
import { noMailToRivals } from '../../test/rule-test-support.ts';
import { fakeAudit, fakeLedger } from '../../test/desk-fakes.ts';
import { until } from '../../test/until.ts';
import { agentServer, tab, thread, waiting } from '../../test/ag-ui-desk-tab.ts';

describe('the AG-UI desk on fake ports', () => {
  it('records the one resume before it leaves, sends it once, and settles the calls and the log by the results', async () => {
    const test = await waiting();
    expect(test.desk.composerLock(test.id)).toMatch(/2 open requests first \(0 decided\)/);

    const edited = { to: 'dana@example.org', subject: 'Your refund', body: 'Hello Dana' };
    expect(await test.desk.decide(test.id, 'call_email', { kind: 'approve', approvedArgs: edited })).toEqual({
      ok: true,
    });
    // One request still waits: nothing leaves, but the staged decision is written at once.
    expect(test.server.runs).toHaveLength(1);
    expect(test.call('call_email').interrupt?.staged).toMatchObject({ kind: 'approve', by: 'operator' });
    expect(test.log.at(-1)).toBe('written');

    expect(await test.desk.decide(test.id, 'call_delete', { kind: 'decline', reason: 'keep it' })).toEqual({
      ok: true,
    });
    await until(() => test.call('call_email').status === 'executed');
    expect(test.server.runs).toHaveLength(2);
    expect(test.server.runs[1]!.resume).toEqual([
      expect.objectContaining({
        interruptId: 'int_email',
        status: 'resolved',
        payload: expect.objectContaining({ approved: true, editedArgs: edited }),
      }),
      expect.objectContaining({ interruptId: 'int_delete', status: 'resolved' }),
    ]);
    // Recorded, logged and written before it was sent.
    expect(test.log.slice(test.log.indexOf('resume recorded'))).toEqual([
      'resume recorded',
      'written',
      'resume sent',
      'written',
    ]);
    expect([...test.shared.ledger.resumes.values()].map((resume) => resume.status)).toEqual(['sent']);
    expect(test.call('call_delete').status).toBe('declined');
    await until(() => test.shared.audit.entries.every((entry) => entry.outcome !== 'running'));
    expect(test.shared.audit.entries.map((entry) => [entry.callId, entry.decision, entry.outcome])).toEqual([
      ['call_email', 'approved', 'executed'],
      ['call_delete', 'declined', 'declined'],
    ]);
    expect(test.views.get(test.id)?.delivery).toBeUndefined();
    // Once the resumed run finishes, the operator may write again.
    await until(() => test.views.get(test.id)?.run.status === 'finished');
    expect(test.desk.composerLock(test.id)).toBeUndefined();
  });

  it('after a reload between record and send, shows the answer as perhaps sent and sends it again only on Retry', async () => {
    const shared = { ledger: fakeLedger(), audit: fakeAudit() };
    const before = await waiting(agentServer(), thread, shared);
    before.server.replyNext('silent');
    await before.desk.decide(before.id, 'call_email', {
      kind: 'approve',
      approvedArgs: before.call('call_email').args ?? {},
    });
    await before.desk.decide(before.id, 'call_delete', { kind: 'decline' });
    expect(before.views.get(before.id)?.delivery?.status).toBe('sending');
    // The answer being sent is a run Stop can end.
    expect(before.desk.runGoing(before.id)).toBe(true);
    expect(before.desk.executingControl(before.id, before.call('call_email'))).toBe('stop');

    // The page reloads: a new desk, the conversation as it was written, no view, the same ledger.
    const server = agentServer();
    const after = tab(server, before.conversations.read(before.id)!, shared);
    await after.desk.settle(after.id);
    expect(after.views.get(after.id)?.delivery?.status).toBe('unconfirmed');
    expect(server.runs).toHaveLength(0);
    expect(after.desk.runGoing(after.id)).toBe(false);
    expect(after.desk.executingControl(after.id, after.call('call_email'))).toBe('retry-unconfirmed');
    expect(after.desk.composerLock(after.id)).toMatch(/may have been sent before the reload: Retry it first/);
    expect(
      await after.desk.decide(after.id, 'call_delete', { kind: 'approve', approvedArgs: {} }),
    ).toMatchObject({ ok: false });

    expect(await after.desk.retry(after.id)).toEqual({ ok: true });
    expect(server.runs).toHaveLength(1);
    expect(server.runs[0]!.resume).toEqual(before.server.runs[1]!.resume);
    await until(() => after.call('call_email').status === 'executed');
    expect([...shared.ledger.resumes.values()].map((resume) => resume.status)).toEqual(['sent']);
    expect(await after.desk.retry(after.id)).toEqual({
      ok: false,
      reason: 'There is no unsent answer to send again.',
    });
    expect(server.runs).toHaveLength(1);
  });

  it('keeps a failed send for Retry, and a Retry another tab made first sends nothing more', async () => {
    const test = await waiting();
    test.server.replyNext({ fail: 'The agent could not be reached.' });
    await test.desk.decide(test.id, 'call_email', { kind: 'decline' });
    await test.desk.decide(test.id, 'call_delete', { kind: 'decline' });
    await until(() => test.views.get(test.id)?.delivery?.status === 'failed');
    expect(test.desk.composerLock(test.id)).toMatch(/was not sent: Retry it first/);
    const [resume] = [...test.shared.ledger.resumes.values()];
    expect(resume).toMatchObject({ status: 'failed', error: 'The agent could not be reached.' });

    // Another tab retried it since this one saw it fail.
    await test.shared.ledger.retry(resume!.id, 5_000_000, resume!.at);
    expect(await test.desk.retry(test.id)).toEqual({
      ok: false,
      reason: 'That answer was sent again already (by another click or tab); it is not sent twice.',
    });
    expect(test.server.runs).toHaveLength(2);
  });

  it('refuses a decision on a request another tab answered first, logs it as refused, and sends nothing', async () => {
    const shared = { ledger: fakeLedger(), audit: fakeAudit() };
    const first = await waiting(agentServer(), thread, shared);
    // The second tab holds the thread as it was before the first one answered.
    const second = tab(agentServer(), first.conversations.read(first.id)!, shared);
    await first.desk.decide(first.id, 'call_email', { kind: 'decline' });
    await first.desk.decide(first.id, 'call_delete', { kind: 'decline' });
    await until(() => first.server.runs.length === 2);

    const result = await second.desk.decide(second.id, 'call_email', {
      kind: 'approve',
      approvedArgs: { ...second.call('call_email').args, to: 'someone@example.org' },
    });
    expect(result).toEqual({
      ok: false,
      reason:
        'This request was already answered from this browser, in another tab; it is not answered twice.',
    });
    expect(second.server.runs).toHaveLength(0);
    expect(second.call('call_email').interrupt?.staged).toBeUndefined();
    expect(shared.audit.entries.filter((entry) => entry.decision === 'refused')).toEqual([
      expect.objectContaining({ callId: 'call_email', outcome: 'refused' }),
    ]);
  });

  it("judges an approval by the rules on the agent's tool: a deny stages that rule's decline, which the agent is told", async () => {
    const test = await waiting();
    await test.rules.add(noMailToRivals);
    const edited = { to: 'ceo@rival.example', subject: 'Your refund', body: 'Hello Dana' };
    const check = test.desk.reviewOf(test.id, test.call('call_email'), 0).checkDraft;
    expect(await check?.('send_email', edited, new AbortController().signal, 'call_email')).toMatchObject({
      message: expect.stringMatching(/Denied by rule 1/),
    });
    await test.desk.decide(test.id, 'call_email', { kind: 'approve', approvedArgs: edited });
    expect(test.call('call_email').interrupt?.staged).toMatchObject({
      kind: 'decline',
      by: 'policy',
      reason: expect.stringMatching(/Denied by rule 1/),
    });
  });
});
