import { afterEach, describe, expect, it } from 'vitest';
import { startAgUiFixtureServer } from '../../e2e/servers/ag-ui-fixture-server.ts';
import { allToolCalls } from '../core/conversation.ts';
import { remoteInterruptKey } from '../core/scoped-keys.ts';
import type { RemoteSource } from '../core/source.ts';
import { createTestProfile, openTestStore, until } from '../test/persistence-test-support.ts';
import { createAuditLog } from './persistence/audit-log.ts';
import { createResumeLedger } from './persistence/resume-ledger.ts';
import { selectRemoteRunGoing } from './selectors.ts';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function connected(scenario: Parameters<typeof startAgUiFixtureServer>[0]['scenario'], cors = true) {
  const server = await startAgUiFixtureServer({ scenario, cors, delayMs: 1 });
  servers.push(server);
  const profile = createTestProfile();
  const opened = openTestStore(profile);
  await opened.store.getState().restoreHeldConversations();
  const saved = await opened.store.getState().saveAgUiAgent({
    name: 'support',
    url: server.url,
    headers: { Authorization: 'Bearer fixture-token-123' },
    rememberHeaders: false,
  });
  return { server, profile, ...opened, agentId: saved.agentId, status: saved.status };
}

const callsOf = (state: { conversation: Parameters<typeof allToolCalls>[0] }) =>
  allToolCalls(state.conversation);

describe('AG-UI agents in the store, against the fixture server', () => {
  it('checks the endpoint, runs a thread, and answers both interrupts with exactly one resume', async () => {
    const { server, store, agentId, status } = await connected({ kind: 'interrupts' });
    expect(status).toEqual({ status: 'ready' });
    await store.getState().startAgUiThread(agentId, 'Answer ticket 4182.');
    await until(() => callsOf(store.getState()).filter((call) => call.status === 'pending').length === 2);
    const conversation = store.getState().conversation;
    expect(conversation.source).toMatchObject({ kind: 'ag-ui', agentId });
    expect(store.getState().sourceDesks['ag-ui']?.composerLock(conversation.id)).toMatch(
      /open requests first \(0 decided\)/,
    );

    store.getState().setArgument('call_email', 'to', 'dana@example.org');
    expect(await store.getState().approveCall('call_email', 'right address')).toEqual({ ok: true });
    expect(server.runs()).toHaveLength(1);
    expect(
      callsOf(store.getState()).find((call) => call.id === 'call_email')?.interrupt?.staged,
    ).toMatchObject({ kind: 'approve' });
    expect(await store.getState().declineCall('call_delete', 'keep the draft')).toEqual({ ok: true });

    await until(() => callsOf(store.getState()).some((call) => call.status === 'executed'));
    const runs = server.runs();
    expect(runs).toHaveLength(2);
    const [first, resume] = runs.map((request) => request.body!);
    expect(resume!.threadId).toBe(first!.threadId);
    expect(resume!.runId).not.toBe(first!.runId);
    expect(resume!.resume).toEqual([
      {
        interruptId: 'int_email',
        status: 'resolved',
        payload: {
          approved: true,
          editedArgs: { to: 'dana@example.org', subject: 'Your refund', body: 'Hello Dana' },
          feedback: 'right address',
        },
      },
      {
        interruptId: 'int_delete',
        status: 'resolved',
        payload: { approved: false, reason: 'keep the draft' },
      },
    ]);
    expect(runs[0]!.headers.authorization).toBe('Bearer fixture-token-123');
    const calls = callsOf(store.getState());
    expect(calls.find((call) => call.id === 'call_email')).toMatchObject({
      status: 'executed',
      result: { sent: true, to: 'dana@example.org' },
    });
    expect(calls.find((call) => call.id === 'call_delete')).toMatchObject({
      status: 'declined',
      reason: 'keep the draft',
    });
    await until(() => store.getState().agUiThreads[conversation.id]?.run.status === 'finished');
    expect(store.getState().agUiThreads[conversation.id]?.state).toEqual({
      ticket: { id: 4182, status: 'answered' },
      drafts: ['welcome.txt'],
    });
    const audit = await store.getState().readAuditLog();
    expect(audit.map((entry) => [entry.tool, entry.decision, entry.origin?.kind, entry.interruptId])).toEqual(
      expect.arrayContaining([
        ['send_email', 'approved', 'ag-ui', 'int_email'],
        ['delete_file', 'declined', 'ag-ui', 'int_delete'],
      ]),
    );
    await until(async () =>
      (await store.getState().readAuditLog()).some(
        (entry) => entry.tool === 'send_email' && entry.outcome === 'executed',
      ),
    );
  });

  it('after a reload with one decision staged, the thread comes back with it and nothing was sent twice', async () => {
    const { server, store, agentId, profile } = await connected({ kind: 'interrupts' });
    await store.getState().startAgUiThread(agentId, 'Answer ticket 4182.');
    await until(() => callsOf(store.getState()).filter((call) => call.status === 'pending').length === 2);
    await store.getState().approveCall('call_email');
    await store.getState().retrySave();
    const reloaded = openTestStore(profile);
    await reloaded.store.getState().restoreHeldConversations();
    const calls = callsOf(reloaded.store.getState());
    expect(calls.map((call) => call.status)).toEqual(['pending', 'pending']);
    expect(calls[0]!.interrupt?.staged).toMatchObject({
      kind: 'approve',
      approvedArgs: { to: 'dana@example.com' },
    });
    expect(await reloaded.store.getState().declineCall('call_delete')).toEqual({ ok: true });
    await until(() => server.runs().length === 2);
    await until(() => callsOf(reloaded.store.getState()).some((call) => call.status === 'executed'));
    // The first tab cannot answer the same interrupts again: whether the resume ledger says so or the shared
    // conversation has already told it, its decision is refused with the reason, nothing more is sent, and it
    // comes to show the outcome.
    const stale = await store.getState().declineCall('call_delete');
    expect(stale).toMatchObject({ ok: false, reason: expect.stringMatching(/already|pending/) });
    await until(() =>
      callsOf(store.getState()).every((call) => call.status === 'executed' || call.status === 'declined'),
    );
    expect(callsOf(store.getState()).map((call) => call.status)).toEqual(['executed', 'declined']);
    expect(server.runs()).toHaveLength(2);
  });

  it('refuses a decision on a request another tab has answered, before that answer reaches this tab', async () => {
    const { server, store, agentId, database } = await connected({ kind: 'interrupts' });
    await store.getState().startAgUiThread(agentId, 'Answer ticket 4182.');
    await until(() => callsOf(store.getState()).filter((call) => call.status === 'pending').length === 2);
    // Another tab of this browser has recorded its resume of the delete request; this tab still shows it waiting.
    await createResumeLedger(database).claim({
      id: 'resume_other_tab',
      conversationId: store.getState().conversation.id,
      interruptIds: ['int_delete'],
      interruptKeys: [
        remoteInterruptKey(
          store.getState().conversation.source as RemoteSource,
          callsOf(store.getState()).find((call) => call.id === 'call_delete')!.interrupt!,
        ),
      ],
      body: {},
      at: Date.now(),
    });
    expect(await store.getState().declineCall('call_delete', 'keep it')).toEqual({
      ok: false,
      reason:
        'This request was already answered from this browser, in another tab; it is not answered twice.',
    });
    expect(
      callsOf(store.getState()).find((call) => call.id === 'call_delete')?.interrupt?.staged,
    ).toBeUndefined();
    expect(server.runs()).toHaveLength(1);
    // Logged in this tab as what it was: refused, with the reason kept.
    expect(await createAuditLog(database).forCall('call_delete')).toMatchObject([
      { decision: 'refused', outcome: 'refused', reason: expect.stringContaining('in another tab') },
    ]);
  });

  it("answers a second thread of the same agent, whose requests reuse the first thread's interrupt ids", async () => {
    const { server, store, agentId } = await connected({ kind: 'interrupts' });
    const answerThread = async () => {
      await store.getState().startAgUiThread(agentId, 'Answer ticket 4182.');
      await until(() => callsOf(store.getState()).filter((call) => call.status === 'pending').length === 2);
      expect(await store.getState().approveCall('call_email')).toEqual({ ok: true });
      expect(await store.getState().declineCall('call_delete', 'keep it')).toEqual({ ok: true });
      await until(() => callsOf(store.getState()).some((call) => call.status === 'executed'));
    };
    await answerThread();
    const first = store.getState().conversation.id;
    await answerThread();
    expect(store.getState().conversation.id).not.toBe(first);
    const runs = server.runs();
    expect(runs).toHaveLength(4);
    expect(runs[3]!.body!.threadId).toBe(runs[2]!.body!.threadId);
    expect(runs[3]!.body!.threadId).not.toBe(runs[1]!.body!.threadId);
    expect(runs[3]!.body!.resume).toEqual(runs[1]!.body!.resume);
  });

  it('never replaces a staged decision with a second click; Change decision takes it back first', async () => {
    const { server, store, agentId } = await connected({ kind: 'interrupts' });
    await store.getState().startAgUiThread(agentId, 'Answer ticket 4182.');
    await until(() => callsOf(store.getState()).filter((call) => call.status === 'pending').length === 2);
    const conversationId = store.getState().conversation.id;
    const emailStaged = () =>
      callsOf(store.getState()).find((call) => call.id === 'call_email')?.interrupt?.staged;
    expect(await store.getState().approveCall('call_email')).toEqual({ ok: true });
    expect(await store.getState().declineCall('call_email', 'changed my mind')).toEqual({
      ok: false,
      reason: 'send_email already has a staged approval; choose Change decision to replace it.',
    });
    expect(emailStaged()).toMatchObject({ kind: 'approve' });
    expect(await store.getState().changeStagedDecision(conversationId, 'call_email')).toEqual({ ok: true });
    expect(emailStaged()).toBeUndefined();
    expect(await store.getState().declineCall('call_email', 'changed my mind')).toEqual({ ok: true });
    expect(await store.getState().declineCall('call_delete', 'keep it')).toEqual({ ok: true });
    await until(() => server.runs().length === 2);
    expect(server.runs()[1]!.body!.resume).toEqual([
      {
        interruptId: 'int_email',
        status: 'resolved',
        payload: { approved: false, reason: 'changed my mind' },
      },
      { interruptId: 'int_delete', status: 'resolved', payload: { approved: false, reason: 'keep it' } },
    ]);
    // Sent: there is nothing staged to change any more.
    expect(await store.getState().changeStagedDecision(conversationId, 'call_email')).toMatchObject({
      ok: false,
    });
  });

  it('stops an endless run on Stop, and aborts the request of a thread the tab lets go or whose agent is removed', async () => {
    const { server, store, agentId } = await connected({ kind: 'endless' });
    const startRunning = async () => {
      await store.getState().startAgUiThread(agentId, 'Keep going.');
      const id = store.getState().conversation.id;
      await until(
        () => store.getState().agUiThreads[id]?.run.status === 'running' && server.openStreams() === 1,
      );
      expect(selectRemoteRunGoing(store.getState())).toBe(true);
      return id;
    };
    const stopped = await startRunning();
    store.getState().stopAgent();
    await until(() => server.openStreams() === 0);
    expect(store.getState().agUiThreads[stopped]?.run).toMatchObject({
      status: 'failed',
      message: 'Stopped by the operator.',
    });
    expect(selectRemoteRunGoing(store.getState())).toBe(false);

    await startRunning();
    await store.getState().newConversation();
    await until(() => server.openStreams() === 0);

    // Deleting the thread (closing it for good) aborts its request.
    const closed = await startRunning();
    await store.getState().deleteStoredConversation(closed);
    await until(() => server.openStreams() === 0);

    await startRunning();
    store.getState().removeAgUiAgent(agentId);
    await until(() => server.openStreams() === 0);
  });

  it('writes a staged decision before it says it is staged, so a reload right after keeps it', async () => {
    const { server, store, agentId, profile } = await connected({ kind: 'interrupts' });
    await store.getState().startAgUiThread(agentId, 'Answer ticket 4182.');
    await until(() => callsOf(store.getState()).filter((call) => call.status === 'pending').length === 2);
    expect(await store.getState().approveCall('call_email')).toEqual({ ok: true });
    const reloaded = openTestStore(profile);
    await reloaded.store.getState().restoreHeldConversations();
    expect(callsOf(reloaded.store.getState())[0]!.interrupt?.staged).toMatchObject({ kind: 'approve' });
    expect(server.runs()).toHaveLength(1);
  });

  it('writes a result at once when it arrives, so a reload right after it shows it', async () => {
    const { store, agentId, profile } = await connected({ kind: 'interrupts' });
    await store.getState().startAgUiThread(agentId, 'Answer ticket 4182.');
    await until(() => callsOf(store.getState()).filter((call) => call.status === 'pending').length === 2);
    const save = store.getState().retrySave;
    let savedWithResult = false;
    // Saves while a run streams wait out a quiet time; this one must be asked for when the result lands.
    store.setState({
      retrySave: async () => {
        const executed = callsOf(store.getState()).some((call) => call.status === 'executed');
        await save();
        if (executed) savedWithResult = true;
      },
    });
    await store.getState().approveCall('call_email');
    await store.getState().declineCall('call_delete');
    await until(() => savedWithResult);
    const reloaded = openTestStore(profile);
    await reloaded.store.getState().restoreHeldConversations();
    expect(callsOf(reloaded.store.getState()).map((call) => [call.id, call.status])).toEqual([
      ['call_email', 'executed'],
      ['call_delete', 'declined'],
    ]);
  });

  it('shows a resume a reload left being sent as perhaps sent, and sends it again only on Retry', async () => {
    const { server, store, agentId, profile } = await connected({ kind: 'interrupts' });
    await store.getState().startAgUiThread(agentId, 'Answer ticket 4182.');
    await until(() => callsOf(store.getState()).filter((call) => call.status === 'pending').length === 2);
    server.holdResumes(true);
    await store.getState().approveCall('call_email');
    await store.getState().declineCall('call_delete', 'keep it');
    await until(() => server.runs().length === 2);
    const conversationId = store.getState().conversation.id;

    const reloaded = openTestStore(profile);
    await reloaded.store.getState().restoreHeldConversations();
    await reloaded.store.getState().recoverAgUiDeliveries();
    expect(reloaded.store.getState().agUiThreads[conversationId]?.delivery).toMatchObject({
      status: 'unconfirmed',
    });
    expect(reloaded.store.getState().sourceDesks['ag-ui']?.composerLock(conversationId)).toMatch(
      /may have been sent/,
    );
    // Nothing is sent again by itself.
    expect(server.runs()).toHaveLength(2);

    server.holdResumes(false);
    // Two clicks at once (or two tabs): one sends, the other is told it went already.
    const clicks = await Promise.all([
      reloaded.store.getState().retryAgUiResume(conversationId),
      reloaded.store.getState().retryAgUiResume(conversationId),
    ]);
    expect(clicks.filter((click) => click.ok)).toHaveLength(1);
    expect(clicks.find((click) => !click.ok)).toEqual({
      ok: false,
      reason: 'That answer was sent again already (by another click or tab); it is not sent twice.',
    });
    await until(() => callsOf(reloaded.store.getState()).some((call) => call.status === 'executed'));
    const runs = server.runs();
    expect(runs).toHaveLength(3);
    expect(runs[2]!.body).toEqual(runs[1]!.body);
    expect(reloaded.store.getState().agUiThreads[conversationId]?.delivery).toBeUndefined();
    expect(await reloaded.store.getState().retryAgUiResume(conversationId)).toMatchObject({ ok: false });
  });

  it('explains a missing CORS header, an agent error and a stream that dies, keeping what arrived', async () => {
    const blocked = await connected({ kind: 'interrupts' }, false);
    // Node's fetch does not enforce CORS: the browser journeys check that message; here the endpoint answers.
    expect(blocked.status.status).toBe('ready');

    const failing = await connected({ kind: 'run-error' });
    await failing.store.getState().startAgUiThread(failing.agentId, 'Look up order 7.');
    const failedId = failing.store.getState().conversation.id;
    await until(() => failing.store.getState().agUiThreads[failedId]?.run.status === 'failed');
    expect(failing.store.getState().agUiThreads[failedId]?.run).toMatchObject({
      message: 'The model provider is overloaded (529).',
    });
    expect(failing.store.getState().conversation.messages.map((message) => message.role)).toEqual([
      'user',
      'model',
    ]);

    const dying = await connected({ kind: 'die-mid-stream' });
    await dying.store.getState().startAgUiThread(dying.agentId, 'Answer ticket 4182.');
    const dyingId = dying.store.getState().conversation.id;
    await until(() => dying.store.getState().agUiThreads[dyingId]?.run.status === 'failed');
    const run = dying.store.getState().agUiThreads[dyingId]!.run;
    expect(run.status === 'failed' && run.message).toMatch(/closed before the run finished/);
    expect(callsOf(dying.store.getState()).map((call) => call.name)).toEqual(['send_email']);
    expect(dying.store.getState().conversation.messages[1]!.parts[0]).toMatchObject({
      text: 'I will email the customer and remove the draft.',
    });
  });

  it('keeps the thread it leaves for a new one among the held threads, its calls still waiting', async () => {
    const { store, agentId } = await connected({ kind: 'interrupts' });
    await store.getState().startAgUiThread(agentId, 'Answer ticket 4182.');
    const first = store.getState().conversation.id;
    await until(() => callsOf(store.getState()).filter((call) => call.status === 'pending').length === 2);
    await store.getState().startAgUiThread(agentId, 'Answer ticket 4183.');
    expect(store.getState().conversation.id).not.toBe(first);
    const held = store.getState().backgroundConversations[first];
    expect(held && allToolCalls(held).filter((call) => call.status === 'pending')).toHaveLength(2);
  });
});
