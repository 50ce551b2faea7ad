import {
  type Auction,
  type BoardView,
  type Call,
  type Hand,
  type PlacedCall,
  SEATS,
  type Seat,
  seatAfter,
  type TableView,
} from '@tenace/engine';

// A table-mode view (`tableViewFor`) read as the strict `BoardView` the robots and the web
// table's auction, hands and trick components already understand. Pure and engine-only, so the
// server (robots) and the web client (`@tenace/server/table-view`) share it.

/**
 * The auction as a rotation from the dealer, and for every position the index of the placed call
 * it shows, or null where a player lost his turn to an accepted call out of rotation (L29A). The
 * strict auction has no word for a lost turn: it is shown as a pass, which is what it amounts to.
 */
export interface RotatedAuction {
  readonly auction: Auction;
  readonly source: readonly (number | null)[];
}

/** The calls standing in a table-mode auction, turned into a rotation from the dealer. */
export function rotatedAuction(dealer: Seat, calls: readonly PlacedCall[]): RotatedAuction {
  const out: Call[] = [];
  const source: (number | null)[] = [];
  calls.forEach((placed, index) => {
    // Skipped seats between the last caller and this one lost their turn.
    for (let guard = 0; guard < 3 && seatAfter(dealer, out.length) !== placed.seat; guard++) {
      out.push({ type: 'pass' });
      source.push(null);
    }
    out.push(placed.call);
    source.push(index);
  });
  return { auction: { dealer, calls: out }, source };
}

/**
 * A table-mode view as a strict board view. `withPenaltyCards` puts each visible hand's penalty
 * cards back into it (for a robot, whose play must account for them); the web shows them apart.
 */
export function strictViewOf(view: TableView, withPenaltyCards = false): BoardView {
  const hands: Partial<Record<Seat, Hand>> = {};
  for (const seat of SEATS) {
    const hand = view.hands[seat];
    if (hand === undefined) continue;
    const penalty = withPenaltyCards
      ? view.penaltyCards.filter((p) => p.seat === seat).map((p) => p.card)
      : [];
    hands[seat] = [...hand, ...penalty];
  }
  const actor = view.awaiting.find((a): a is Seat => a !== 'director') ?? null;
  return {
    viewer: view.viewer === 'director' ? 'watcher' : view.viewer,
    version: view.version,
    board: view.board,
    form: view.form,
    dealer: view.dealer,
    vulnerability: view.vulnerability,
    phase: view.phase,
    auction: rotatedAuction(view.dealer, view.calls).auction,
    contract: view.contract,
    dummy: view.dummy,
    turn: view.turn,
    actor,
    hands,
    trick: view.trick,
    lastTrick: view.lastTrick,
    quittedTricks: view.quittedTricks,
    tricksWon: view.tricksWon,
    claim:
      view.claim === null
        ? null
        : {
            by: view.claim.by,
            tricks: view.claim.tricks,
            voters: view.claim.voters,
            accepted: view.claim.accepted,
          },
    undo: null,
    deal: view.deal,
    tricks: view.tricks,
    result: view.result,
  };
}

/** True for a table-mode view (it carries `mode: 'table'`); strict views have no mode. */
export function isTableView(view: BoardView | TableView): view is TableView {
  return (view as { mode?: unknown }).mode === 'table';
}
