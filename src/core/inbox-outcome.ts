/**
 * What became of a remote thread's interrupt in this tab, shown on its inbox card and beside the open thread: a
 * decision on its way or sent, perhaps sent (a reload cut the send off and the thread has moved on since), found
 * answered by someone else, the thread gone, or not sent.
 */
export type InboxOutcome =
  | { readonly status: 'sending'; readonly interruptId: string }
  | { readonly status: 'sent'; readonly interruptId: string }
  | { readonly status: 'unconfirmed'; readonly interruptId: string }
  | { readonly status: 'decided-elsewhere'; readonly interruptId: string }
  | { readonly status: 'deleted'; readonly interruptId: string }
  | { readonly status: 'failed'; readonly interruptId: string; readonly message: string };
