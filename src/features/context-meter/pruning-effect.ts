import { formatInteger } from '../../components/format.ts';

/** How the breakdown words what pruning does to the next request. */
export interface PruningEffect {
  readonly label: string;
  /** The signed figure: `−1,234` taken off, `+56` added. */
  readonly value: string;
  readonly direction: 'saves' | 'adds';
  /** Why pruning can cost tokens, when it does. */
  readonly note?: string;
}

/**
 * The real effect of pruning, whichever way it goes. A pruned part still reaches the model as its metadata
 * header, and for a short part the header can be the longer of the two: then pruning adds tokens, and the
 * operator should see that rather than a reassuring zero.
 */
export function pruningEffect(savings: number): PruningEffect {
  if (savings < 0) {
    return {
      label: 'Pruning adds',
      value: `+${formatInteger(-savings)}`,
      direction: 'adds',
      note: 'Pruning adds tokens here: the headers are longer than the parts they replace.',
    };
  }
  return {
    label: 'Pruning saves',
    value: savings > 0 ? `−${formatInteger(savings)}` : '0',
    direction: 'saves',
  };
}
