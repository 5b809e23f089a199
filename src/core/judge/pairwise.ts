/** Pairwise judging (UCFE): both orders, a flip is a tie, position consistency, tie rate and Elo. */
import type { CallOutcome } from './types';

export type PairOutcome = 'first' | 'second' | 'tie';

/** One comparison of answers a and b in both orders: a first ([[1]] means a), then b first ([[1]] means b). */
export interface OrderedPair {
  aFirst: CallOutcome;
  bFirst: CallOutcome;
}

export interface PairVerdict {
  /** first = a wins, second = b wins; null when either order is unscored or failed. */
  outcome: PairOutcome | null;
  /** Both orders named the same winner (or both a tie). */
  consistent: boolean | null;
}

const ELO = { k: 4, scale: 400, start: 1000 };

/** Reads both orders: a verdict that changes with the order counts as a tie. */
export function pairVerdict(pair: OrderedPair): PairVerdict {
  const ab = winnerOf(pair.aFirst, false);
  const ba = winnerOf(pair.bFirst, true);
  if (ab === null || ba === null) return { outcome: null, consistent: null };
  return ab === ba ? { outcome: ab, consistent: true } : { outcome: 'tie', consistent: false };
}

function winnerOf(outcome: CallOutcome, swapped: boolean): PairOutcome | null {
  if (outcome.verdict?.kind !== 'choice') return null;
  const choice = outcome.verdict.choice;
  if (choice === 3) return 'tie';
  return (choice === 1) !== swapped ? 'first' : 'second';
}

export interface PairwiseStats {
  scored: number;
  /** Share of scored comparisons whose two orders agreed. */
  positionConsistency: number | null;
  /** Share of scored comparisons ending in a tie, flips included. */
  tieRate: number | null;
}

export function pairwiseStats(verdicts: PairVerdict[]): PairwiseStats {
  const scored = verdicts.filter((v) => v.outcome !== null);
  const share = (n: number) => (scored.length ? n / scored.length : null);
  return {
    scored: scored.length,
    positionConsistency: share(scored.filter((v) => v.consistent).length),
    tieRate: share(scored.filter((v) => v.outcome === 'tie').length),
  };
}

/** Elo ratings (K=4, scale 400, start 1000) after the comparisons in the order given; unscored ones are skipped. */
export function eloRatings(players: number, games: { a: number; b: number; outcome: PairOutcome | null }[]): number[] {
  const rating = Array.from({ length: players }, () => ELO.start);
  for (const { a, b, outcome } of games) {
    if (outcome === null) continue;
    const expectedA = 1 / (1 + 10 ** ((rating[b] - rating[a]) / ELO.scale));
    const scoreA = outcome === 'first' ? 1 : outcome === 'tie' ? 0.5 : 0;
    rating[a] += ELO.k * (scoreA - expectedA);
    rating[b] += ELO.k * (1 - scoreA - (1 - expectedA));
  }
  return rating;
}
