import type { StateCreator } from 'zustand';
import { findPart } from '../core/conversation.ts';
import { awaitsDecision } from '../core/review-flow.ts';
import type { DecisionGroupRef } from '../core/group-decision.ts';
import type { AgentTools } from './agent-environment.ts';
import type { AppState } from './app-state.ts';
import type { FeedbackDrafts } from './persistence/feedback-drafts.ts';
import { withFeedbackDraft } from './persistence/feedback-drafts.ts';
import type { DiffLayout } from './persistence/ui-preferences.ts';
import {
  readDiffLayout,
  readNotifyWhenHidden,
  writeDiffLayout,
  writeNotifyWhenHidden,
} from './persistence/ui-preferences.ts';

/** Which screen the console shows. */
export type Screen =
  'console' | 'fleet' | 'inbox' | 'conversations' | 'agents' | 'captures' | 'audit' | 'rules' | 'settings';

/** Which console panel a narrow window shows; a wide window shows both side by side. */
export type ConsolePanel = 'timeline' | 'decisions';

/**
 * Who opened a call for review: the operator (a click, a key), or the review's own flow (the oldest pending call
 * opening by itself, the next one after a decision).
 */
export type SelectionOrigin = 'operator' | 'flow';

/**
 * A call of a thread that is not open, reviewed from the queue without opening its thread: shown (`review`),
 * asking to confirm an approval (`confirm`), or taking a decline's reason (`decline`).
 */
export interface HeldReview {
  readonly conversationId: string;
  readonly callId: string;
  readonly step: 'review' | 'confirm' | 'decline';
  /** Why the last decision on it did not go through. */
  readonly problem?: string;
}

/** Presentation state: what is selected and shown. Nothing here reaches the model. */
export interface UiSlice {
  readonly selectedPartId: string | undefined;
  readonly showPruned: boolean;
  readonly screen: Screen;
  /**
   * The operator's note to the model per conversation and pending call, kept until the call is decided.
   * IndexedDB keeps a copy, so a reload brings it back with the argument drafts (persistence/feedback-drafts.ts).
   */
  readonly feedbackDrafts: FeedbackDrafts;
  /**
   * Argument fields whose text cannot be parsed (JSON fallback fields), per call. While any is listed the call
   * cannot be approved: the store still holds the last valid value, which is not what the operator sees.
   */
  readonly unparseableFields: Readonly<Record<string, readonly string[]>>;
  /** The call whose decline form is open (opened by the Decline button or the `d` key). */
  readonly decliningCallId: string | undefined;
  readonly shortcutsOpen: boolean;
  /**
   * Calls whose approval waits for a confirmation (a destructive call approved with one key, or in "Approve
   * all"); the confirmation dialog is open while this is set.
   */
  readonly approvalToConfirm: readonly string[] | undefined;
  /** The group of alike calls the approval waiting for confirmation decides together, if any. */
  readonly approvalGroup: DecisionGroupRef | undefined;
  /**
   * True while the console shows a fixture or a benchmark: decisions change the conversation directly and the
   * page runs the fixture's own tools, because the agent's registry does not know them.
   */
  readonly localDecisions: boolean;
  /**
   * While decisions are local, the fixture's tools and rules: the built-in desk reviews the fixture's calls
   * against these instead of the agent's.
   */
  readonly localTools: AgentTools | undefined;
  readonly consolePanel: ConsolePanel;
  /**
   * True when the operator opened a call that was not waiting (to read its result): the review then stays on it
   * instead of moving on to the next pending call (core/review-flow.ts).
   */
  readonly reviewHeld: boolean;
  /** The argument diff's layout, remembered on this device. */
  readonly diffLayout: DiffLayout;
  /** The call of another thread the review shows instead of the open conversation's, if any. */
  readonly heldReview: HeldReview | undefined;
  /**
   * The operator allowed system notifications of waiting calls while the tab is not looked at (the browser must
   * grant them too); remembered on this device.
   */
  readonly notifyWhenHidden: boolean;
  setNotifyWhenHidden(on: boolean): void;
  setHeldReview(review: HeldReview | undefined): void;
  /** Opens a part for review; an operator's choice also brings the review into view on a narrow window. */
  selectPart(partId: string | undefined, origin?: SelectionOrigin): void;
  showConsolePanel(panel: ConsolePanel): void;
  setDiffLayout(layout: DiffLayout): void;
  setShowPruned(show: boolean): void;
  setScreen(screen: Screen): void;
  setFeedbackDraft(callId: string, feedback: string): void;
  setFieldUnparseable(callId: string, key: string, unparseable: boolean): void;
  setDecliningCallId(callId: string | undefined): void;
  setShortcutsOpen(open: boolean): void;
  setApprovalToConfirm(callIds: readonly string[] | undefined, group?: DecisionGroupRef): void;
  /** Decides locally over `tools` (a fixture or a benchmark), or through the agent again when undefined. */
  setLocalDecisions(tools: AgentTools | undefined): void;
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Readonly<Record<string, T>> {
  if (!Object.hasOwn(record, key)) return record;
  const { [key]: _removed, ...rest } = record;
  return rest;
}

export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set, get) => ({
  selectedPartId: undefined,
  showPruned: false,
  screen: 'console',
  feedbackDrafts: {},
  unparseableFields: {},
  decliningCallId: undefined,
  shortcutsOpen: false,
  approvalToConfirm: undefined,
  approvalGroup: undefined,
  localDecisions: false,
  localTools: undefined,
  consolePanel: 'timeline',
  reviewHeld: false,
  heldReview: undefined,
  notifyWhenHidden: readNotifyWhenHidden(),
  setNotifyWhenHidden: (notifyWhenHidden) => {
    writeNotifyWhenHidden(notifyWhenHidden);
    set({ notifyWhenHidden });
  },
  setHeldReview: (heldReview) => set({ heldReview }),
  selectPart: (selectedPartId, origin = 'operator') => {
    if (origin === 'flow' || selectedPartId === undefined) {
      set({ selectedPartId, reviewHeld: false });
      return;
    }
    const part = findPart(get().conversation, selectedPartId)?.part;
    const waiting = part?.kind === 'tool-call' && awaitsDecision(part.call);
    // The operator opening a call of the open conversation leaves the other thread's call they were reviewing.
    set({ selectedPartId, consolePanel: 'decisions', reviewHeld: !waiting, heldReview: undefined });
  },
  showConsolePanel: (consolePanel) => set({ consolePanel }),
  diffLayout: readDiffLayout(),
  setDiffLayout: (diffLayout) => {
    writeDiffLayout(diffLayout);
    set({ diffLayout });
  },
  setShowPruned: (showPruned) => set({ showPruned }),
  setScreen: (screen) => set({ screen }),
  setFeedbackDraft: (callId, feedback) =>
    set((state) => ({
      feedbackDrafts: withFeedbackDraft(state.feedbackDrafts, state.conversation.id, callId, feedback),
    })),
  setFieldUnparseable: (callId, key, unparseable) =>
    set((state) => {
      const current = state.unparseableFields[callId] ?? [];
      const has = current.includes(key);
      if (has === unparseable) return state;
      const next = unparseable ? [...current, key] : current.filter((field) => field !== key);
      return {
        unparseableFields:
          next.length > 0
            ? { ...state.unparseableFields, [callId]: next }
            : withoutKey(state.unparseableFields, callId),
      };
    }),
  setDecliningCallId: (decliningCallId) => set({ decliningCallId }),
  setShortcutsOpen: (shortcutsOpen) => set({ shortcutsOpen }),
  setApprovalToConfirm: (approvalToConfirm, approvalGroup) => set({ approvalToConfirm, approvalGroup }),
  setLocalDecisions: (localTools) => set({ localDecisions: localTools !== undefined, localTools }),
});
