import type { EndpointStatus } from '../core/remote-endpoint.ts';
import type { StateCreator } from 'zustand';
import type { DecisionResult } from '../core/agent-status.ts';
import { createId } from '../core/ids.ts';
import { newRemoteConversation, sourceOf } from '../core/source.ts';
import { createAiSdkDesk } from '../desks/ai-sdk/ai-sdk-desk.ts';
import type { ResumeDelivery } from '../desks/desk-ports.ts';
import { systemClock } from '../desks/desk-ports.ts';
import type { AiSdkEndpoint } from '../sources/ai-sdk/ai-sdk-transport.ts';
import type { AiSdkFailure } from '../sources/ai-sdk/describe-ai-sdk-failure.ts';
import type { AppState } from './app-state.ts';
import type { AiSdkRoute } from './persistence/ai-sdk-route-storage.ts';
import {
  authorizationValue,
  loadAiSdkRouteHeaders,
  loadAiSdkRoutes,
  saveAiSdkRoutes,
  saveAiSdkRouteToken,
} from './persistence/ai-sdk-route-storage.ts';
import { createAuditLog } from './persistence/audit-log.ts';
import type { SettingsStorages } from './persistence/provider-settings-storage.ts';
import { browserStorages } from './persistence/provider-settings-storage.ts';
import { createResumeLedger } from './persistence/resume-ledger.ts';

/** Whether a route answered the last check. */
export type AiSdkRouteStatus = EndpointStatus<AiSdkFailure>;

/** AI SDK chat routes, their status, and where each thread's answer is. */
export interface AiSdkSlice {
  readonly aiSdkRoutes: readonly AiSdkRoute[];
  readonly aiSdkRouteStatus: Readonly<Record<string, AiSdkRouteStatus>>;
  readonly aiSdkDeliveries: Readonly<Record<string, ResumeDelivery>>;
  /** Threads whose request is being read in this tab. */
  readonly aiSdkRunning: Readonly<Record<string, true>>;
  /**
   * Saves the route and checks it; the failure says precisely why it cannot be used. `authorization` (a token
   * or API key, sent as `Authorization: Bearer …`, or a whole header value) replaces its token, an empty one
   * forgets it; without it, the token kept is sent.
   */
  connectAiSdkRoute(route: AiSdkRouteInput): Promise<AiSdkRouteStatus>;
  /** Forgets the route and its token. */
  removeAiSdkRoute(url: string): void;
  /** Opens a new chat with the route and starts posting the operator's first message (not awaiting the answer). */
  startAiSdkThread(url: string, text: string): Promise<DecisionResult>;
  /** Shows the answers a reload left being sent as perhaps sent; sends nothing. */
  recoverAiSdkDeliveries(): Promise<void>;
  /** Sends again, with exactly the same body, an answer that failed or that a reload left perhaps sent. */
  retryAiSdkAnswer(conversationId: string): Promise<DecisionResult>;
  /** The headers this tab would send to the route (its `Authorization`, when it can read the token). */
  readAiSdkRouteHeaders(url: string): Readonly<Record<string, string>>;
}

/** A route as the connect form gives it: its token, when given, is kept apart from it. */
export type AiSdkRouteInput = AiSdkRoute & { readonly authorization?: string };

// The transport (the SDK's stream reader) is loaded with the first route checked or chat posted.
const transport = () => import('../sources/ai-sdk/ai-sdk-transport.ts');

/**
 * Creates the AI SDK slice: the routes (their URLs and names in local storage) and registers the AI SDK desk
 * (`desks/ai-sdk/ai-sdk-desk.ts`), whose threads are held conversations like any remote source's, so IndexedDB
 * keeps the chat's messages, which this page owns in this protocol.
 */
export function createAiSdkSlice(
  storagesOption?: SettingsStorages,
): StateCreator<AppState, [], [], AiSdkSlice> {
  return (set, get) => {
    const storages = storagesOption ?? browserStorages();
    const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
    // The token is read at each request, never held in the store's state.
    const endpointOf = (url: string): AiSdkEndpoint => ({
      url,
      headers: loadAiSdkRouteHeaders(storages, url),
      origin,
    });
    const database = () => get().agentEnvironment().database;
    const desk = createAiSdkDesk({
      conversations: {
        read: (id) => get().conversationById(id),
        update: (id, change) => void get().updateConversationById(id, change),
        hold: (conversation) => get().holdConversation(conversation),
      },
      routeOf: (source) =>
        get().aiSdkRoutes.some((route) => route.url === source.routeId)
          ? endpointOf(source.routeId)
          : undefined,
      post: async (...args) => (await transport()).postChat(...args),
      ledger: () => createResumeLedger(database()),
      audit: () => createAuditLog(database()),
      rules: () => get().agentTools().rules,
      sessionId: () => get().sessionId,
      setDelivery: (conversationId, delivery) =>
        set((state) => {
          const { [conversationId]: _previous, ...rest } = state.aiSdkDeliveries;
          return { aiSdkDeliveries: delivery ? { ...rest, [conversationId]: delivery } : rest };
        }),
      delivery: (conversationId) => get().aiSdkDeliveries[conversationId],
      running: (conversationId) => get().aiSdkRunning[conversationId] !== undefined,
      setRunning: (conversationId, running) =>
        set((state) => {
          const { [conversationId]: _previous, ...rest } = state.aiSdkRunning;
          return { aiSdkRunning: running ? { ...rest, [conversationId]: true } : rest };
        }),
      saveNow: async () => {
        await get().retrySave();
        await get().flushHeldConversations();
      },
      clock: systemClock,
    });
    queueMicrotask(() => get().registerSourceDesk(desk));
    const saveRoutes = (routes: readonly AiSdkRoute[]) => {
      saveAiSdkRoutes(storages, routes);
      set({ aiSdkRoutes: routes });
    };
    const setStatus = (url: string, status: AiSdkRouteStatus) =>
      set((state) => ({ aiSdkRouteStatus: { ...state.aiSdkRouteStatus, [url]: status } }));

    return {
      aiSdkRoutes: loadAiSdkRoutes(storages),
      aiSdkRouteStatus: {},
      aiSdkDeliveries: {},
      aiSdkRunning: {},
      async connectAiSdkRoute(input) {
        const url = input.url.trim();
        const rememberToken = input.rememberToken === true;
        // A check of a route already connected keeps what it knew of its token.
        const sendsToken =
          input.authorization !== undefined
            ? authorizationValue(input.authorization) !== ''
            : (input.sendsToken ?? get().aiSdkRoutes.find((entry) => entry.url === url)?.sendsToken);
        const route: AiSdkRoute = {
          url,
          name: input.name.trim() || url,
          rememberToken,
          ...(sendsToken !== undefined ? { sendsToken } : {}),
        };
        if (input.authorization !== undefined)
          saveAiSdkRouteToken(storages, url, input.authorization, rememberToken);
        saveRoutes([...get().aiSdkRoutes.filter((entry) => entry.url !== route.url), route]);
        setStatus(route.url, { status: 'checking' });
        const failure = await (await transport()).checkRoute(endpointOf(route.url));
        const status: AiSdkRouteStatus = failure ? { status: 'failed', failure } : { status: 'ready' };
        setStatus(route.url, status);
        return status;
      },
      removeAiSdkRoute(url) {
        saveAiSdkRouteToken(storages, url, '', false);
        saveRoutes(get().aiSdkRoutes.filter((route) => route.url !== url));
      },
      async startAiSdkThread(url, text) {
        const route = get().aiSdkRoutes.find((candidate) => candidate.url === url);
        if (!route) return { ok: false, reason: 'That route is no longer connected.' };
        const conversation = newRemoteConversation(
          createId('conv'),
          { kind: 'ai-sdk', routeId: url, threadId: createId('chat') },
          route.name,
          text,
          Date.now(),
        );
        const opened = await get().switchConversation((previous) => {
          if (sourceOf(previous).kind !== 'built-in') get().holdConversation(previous);
          return conversation;
        });
        if (!opened.ok) return opened;
        get().selectPart(undefined);
        // The chat opens at once and the answer streams into it (Stop can end it there); a post the route
        // refuses is marked on the operator's message in the thread.
        void desk.send(conversation.id, text);
        return { ok: true };
      },
      async recoverAiSdkDeliveries() {
        const state = get();
        for (const conversation of [state.conversation, ...Object.values(state.backgroundConversations)])
          if (sourceOf(conversation).kind === 'ai-sdk' && !state.aiSdkDeliveries[conversation.id])
            await desk.settle(conversation.id);
      },
      retryAiSdkAnswer: (conversationId) => desk.retry(conversationId),
      readAiSdkRouteHeaders: (url) => loadAiSdkRouteHeaders(storages, url),
    };
  };
}
