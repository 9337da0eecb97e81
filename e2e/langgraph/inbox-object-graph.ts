import { inboxGraph } from './inbox-graph.ts';

/** Agent Inbox interrupts raised as one `HumanInterrupt` object rather than a one-item list. */
export const graph = inboxGraph('object');
