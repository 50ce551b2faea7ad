import {
  type BidWhistRules,
  SEAT_NAMES,
  SEATS,
  type Seat,
  type WhistAction,
  type WhistCard,
  type WhistView,
} from '@tenace/engine';
import { useEffect, useState } from 'react';
import {
  type FinishedHand,
  INITIAL_WHIST_STATE,
  reduceWhist,
  type WhistTableState,
  whistSinceOf,
} from '../net/whist-state.js';
import { usePrefs } from '../prefs.js';
import { HiddenHand } from '../view/cards.js';
import { cardBack, type Position, positionOf } from '../view/layout.js';
import {
  declarations,
  discardSize,
  playableCards,
  toggleDiscard,
  whistBidLabel,
  whistHandOrder,
} from '../view/whist.js';
import { WhistCardRow, WhistHandView, WhistTrickView } from '../view/whist-cards.js';
import {
  BooksBar,
  DeclarePanel,
  HouseRules,
  WhistBiddingBox,
  WhistBidList,
  WhistHandResultLine,
  WhistScore,
} from '../view/whist-panels.js';
import { WHIST_TEXTS } from '../whist-texts.js';
import { HostPanel } from './host-panel.js';
import { Chat, ConnectionBadges, NotJoined } from './table-screen.js';
import { useHeldTrick } from './use-held-trick.js';
import { type Room, useRoom } from './use-room.js';

const POSITIONS: readonly Position[] = ['top', 'left', 'right', 'bottom'];

/** Connects to a whist table and keeps its state; returns the state and a sender for client messages. */
export function useWhistTable(table: string, token: string | null): Room<WhistTableState> {
  return useRoom(table, token, reduceWhist, INITIAL_WHIST_STATE, whistSinceOf);
}

/** A live Bid Whist table: the four seats around the trick, bidding, declaration, discard, books and the game score. */
export function WhistScreen(props: { table: string; token: string | null }) {
  const { prefs, t } = usePrefs();
  const w = WHIST_TEXTS[prefs.lang];
  const [state, send] = useWhistTable(props.table, props.token);
  const [seenFinished, setSeenFinished] = useState(0);
  const view = state.view;
  const deal = state.deal;
  const latest = state.finished[state.finished.length - 1];
  const showFinished = latest !== undefined && latest.deal > seenFinished ? latest : null;
  const act = (action: WhistAction) =>
    send({
      type: 'whistAction',
      action: action.type === 'discard' ? { type: 'discard', cards: [...action.cards] } : action,
      ...(deal ? { deal: deal.deal } : {}),
    });
  // A whist table's info carries every house rule, filled in by the engine at creation.
  const rules = view?.rules ?? (state.settings?.whist as BidWhistRules | undefined) ?? null;

  if (state.status !== 'open' && state.table === null) return <NotJoined state={state} />;
  return (
    <div className="table-screen whist-screen">
      <div className="status-bar" role="status">
        <span className="board-label">{deal ? w.hand(deal.deal) : state.table?.name}</span>
        {deal ? (
          <span>
            {w.dealer}: {SEAT_NAMES[prefs.lang][deal.dealer]}
          </span>
        ) : null}
        {view?.contract ? (
          <span className="contract-badge">
            {w.contractOf(
              SEAT_NAMES[prefs.lang][view.contract.declarer],
              whistBidLabel(view.contract.bid, prefs.lang),
            )}
          </span>
        ) : null}
        <ConnectionBadges state={state} />
      </div>
      {state.error ? (
        <p className="error" role="alert">
          {prefs.lang === 'de' ? state.error.messageDe : state.error.message}
        </p>
      ) : null}
      {showFinished ? (
        <FinishedHandPanel
          finished={showFinished}
          over={state.over}
          onClose={() => setSeenFinished(showFinished.deal)}
        />
      ) : view && deal ? (
        <LiveWhistTable state={state} view={view} act={act} />
      ) : (
        <p className="status-line">{state.over ? w.handOver : t.connecting}</p>
      )}
      <aside className="side-panels">
        {state.you?.host ? (
          <HostPanel
            state={state}
            whist
            onSeat={(seat, occupant) => send({ type: 'seat', seat, occupant })}
            onSettings={(settings) => send({ type: 'settings', settings })}
          />
        ) : null}
        {state.scores ? <WhistScore sheet={state.scores} game={state.game} /> : null}
        {state.game?.winner ? (
          <p className="whist-winner" role="status">
            {w.gameWon(state.game.winner === 'NS' ? t.nsScore : t.ewScore)}
          </p>
        ) : null}
        {rules ? <HouseRules rules={rules} /> : null}
        {state.finished.length > 0 ? (
          <ul className="finished-list">
            {state.finished.map((f) => (
              <li key={f.deal}>
                <a href={`${f.record}.whn`} download={`hand-${f.deal}.whn`}>
                  {w.exportWhn} · {w.hand(f.deal)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <Chat state={state} onSend={(text) => send({ type: 'chat', text })} />
      </aside>
    </div>
  );
}

function LiveWhistTable(props: {
  state: WhistTableState;
  view: WhistView;
  act: (action: WhistAction) => void;
}) {
  const { prefs, t } = usePrefs();
  const w = WHIST_TEXTS[prefs.lang];
  const { state, view, act } = props;
  const me = state.you?.role === 'seat' ? state.you.seat : null;
  const bottom: Seat = me ?? state.you?.watch ?? 'S';
  const seatName = (s: Seat) => SEAT_NAMES[prefs.lang][s];
  const toDiscard = discardSize(state.legal);
  const [chosen, setChosen] = useState<WhistCard[]>([]);
  // Once the discard is made (or another hand is dealt) the choice starts afresh.
  const dealNo = state.deal?.deal ?? 0;
  useEffect(() => {
    if (toDiscard === 0) setChosen([]);
  }, [toDiscard]);
  const playable = playableCards(state.legal);
  const back = cardBack(dealNo);
  const { shown, winner } = useHeldTrick(state.completed, view.trick, view.lastTrick);
  const choices = declarations(state.legal);
  const bidding = view.phase === 'bidding';
  const yourTurn = view.turn !== null && view.turn === me;

  const seatBox = (position: Position) => {
    const seat = SEATS.find((s) => positionOf(s, bottom) === position) as Seat;
    const hand = view.hands[seat];
    const info = state.seats?.[seat];
    const name =
      info?.occupant === 'robot' || info?.robotStandIn
        ? t.robot
        : info?.occupant === 'empty'
          ? t.empty
          : (info?.name ?? t.human);
    const label = `${seatName(seat)}${seat === me ? ` (${t.you})` : ` · ${name}`}`;
    let body: React.ReactNode;
    if (hand !== undefined) {
      const discarding = toDiscard > 0 && seat === me;
      body = (
        <WhistHandView
          cards={hand}
          rules={view.rules}
          contract={view.contract}
          clickable={discarding ? hand : seat === me ? playable : []}
          chosen={chosen}
          onClick={
            discarding
              ? (card) => setChosen((c) => toggleDiscard(c, card, toDiscard))
              : seat === me && playable.length > 0
                ? (card) => act({ type: 'play', card })
                : undefined
          }
          label={t.handOf(seatName(seat))}
        />
      );
    } else {
      body = <HiddenHand count={view.handSizes[seat]} back={back} label={t.handOf(seatName(seat))} />;
    }
    return (
      <div
        key={position}
        className={`seat-box at-${position}${view.turn === seat ? ' turn' : ''}`}
        data-seat={seat}
      >
        <div className="seat-name">
          {label}
          {view.contract?.declarer === seat ? <span className="role"> · {w.declarer}</span> : null}
        </div>
        {body}
      </div>
    );
  };

  return (
    <div className={`live-table whist-table phase-${view.phase}`}>
      <div className="felt">
        {POSITIONS.map(seatBox)}
        <div className="centre">
          {bidding ? (
            <WhistBidList bids={view.bids} turn={view.turn} bidding />
          ) : view.phase === 'play' || view.phase === 'over' ? (
            <WhistTrickView trick={shown} bottom={bottom} winner={winner} label={t.play} />
          ) : view.kitty !== null ? (
            <WhistCardRow cards={view.kitty} label={w.kitty} />
          ) : (
            <p className="whist-kitty-hidden">{w.kittyHidden}</p>
          )}
        </div>
      </div>
      <div className="controls">
        {yourTurn ? (
          <p className="your-turn">{t.yourTurn}</p>
        ) : view.turn ? (
          <p className="waiting">{t.waitingFor(seatName(view.turn))}</p>
        ) : null}
        {bidding && state.legal.length > 0 ? (
          <WhistBiddingBox rules={view.rules} legal={state.legal} onAction={act} />
        ) : null}
        {choices.length > 0 ? (
          <DeclarePanel
            choices={choices}
            onDeclare={(d) => act({ type: 'declare', trump: d.trump, direction: d.direction })}
          />
        ) : null}
        {toDiscard > 0 ? (
          <section className="whist-discard" aria-label={w.discard}>
            <p>{w.discardHelp(toDiscard, chosen.length)}</p>
            <button
              type="button"
              className="primary"
              data-action="discard"
              disabled={chosen.length !== toDiscard}
              onClick={() => act({ type: 'discard', cards: chosen })}
            >
              {w.discardConfirm(toDiscard)}
            </button>
          </section>
        ) : null}
        {!bidding ? <BooksBar books={view.books} declarer={view.contract?.declarer ?? null} /> : null}
        {view.discard !== null && view.phase !== 'over' ? (
          <WhistCardRow cards={view.discard} label={w.discarded} />
        ) : null}
        {!bidding && view.phase !== 'discard' && view.phase !== 'declare' ? (
          <details className="auction-recap">
            <summary>{w.bidding}</summary>
            <WhistBidList bids={view.bids} turn={null} bidding={false} />
          </details>
        ) : null}
      </div>
    </div>
  );
}

/** A finished hand: all hands as dealt, the kitty and the discard, the result and the points. */
function FinishedHandPanel(props: { finished: FinishedHand; over: boolean; onClose: () => void }) {
  const { prefs } = usePrefs();
  const w = WHIST_TEXTS[prefs.lang];
  const { view, record, deal } = props.finished;
  return (
    <section className="finished whist-finished" aria-label={w.handOver}>
      <h2>
        {w.hand(deal)} · {w.handOver}
      </h2>
      {view.result ? <WhistHandResultLine result={view.result} /> : null}
      <div className="whist-deal">
        {view.deal
          ? SEATS.map((s) => (
              <WhistCardRow key={s} cards={orderFor(view, s)} label={SEAT_NAMES[prefs.lang][s]} />
            ))
          : null}
        {view.kitty ? <WhistCardRow cards={view.kitty} label={w.kitty} /> : null}
        {view.discard ? <WhistCardRow cards={view.discard} label={w.discard} /> : null}
      </div>
      <p>
        <a href={`${record}.whn`} download={`hand-${deal}.whn`}>
          {w.exportWhn}
        </a>
      </p>
      {props.over ? null : (
        <button type="button" className="primary" data-action="next-hand" onClick={props.onClose}>
          {w.nextHand}
        </button>
      )}
    </section>
  );
}

/** A hand as dealt, laid out as its owner saw it in the contract. */
function orderFor(view: WhistView, seat: Seat): readonly WhistCard[] {
  return whistHandOrder(view.deal?.[seat] ?? [], view.rules, view.contract);
}
