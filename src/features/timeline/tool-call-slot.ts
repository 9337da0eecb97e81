import type { ReactNode } from 'react';
import type { ToolCallPart } from '../../core/part.ts';

/** What the timeline hands to whoever renders a tool call part: the part, its controls, and whether it is folded. */
export interface ToolCallSlotProps {
  readonly part: ToolCallPart;
  readonly controls: ReactNode;
  /** Effectively pruned and not expanded by "Show pruned content": show the hint instead of the body. */
  readonly folded: boolean;
  readonly depth: number;
}

/** Renders a tool call in the timeline; the app composes the tool call card here. */
export type RenderToolCall = (props: ToolCallSlotProps) => ReactNode;
