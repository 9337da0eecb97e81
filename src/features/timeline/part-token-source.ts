/**
 * Where the timeline reads each part's effective tokens. The app adapts the token meter to this, so the
 * timeline re-renders a row only when that row's count changes.
 */
export interface PartTokenSource {
  subscribe(listener: () => void): () => void;
  /** The part's effective tokens (its header when pruned), or undefined while it is being counted. */
  tokensOf(partId: string): number | undefined;
  /** Whether counts are estimates (shown with ≈). */
  isEstimate(): boolean;
}
