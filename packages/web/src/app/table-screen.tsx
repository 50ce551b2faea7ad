import {
  legalCalls as auctionCalls,
  type BoardAction,
  type BoardView,
  type Call,
  type Card,
  DECK,
  isVulnerable,
  SEAT_NAMES,
  SEATS,
  type Seat,
  sideOf,
} from '@tenace/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RoomState } from '../net/room-state.js';
import { bottomSeat, hiddenCount, type TableState } from '../net/table-state.js';
import { usePrefs } from '../prefs.js';
import { DEFAULT_SYSTEM, robotHint } from '../review/robot-advice.js';
import { AuctionTable, callLabel, strainLabel, TrickView } from '../view/auction.js';
import { readTyped } from '../view/bidding.js';
import { BiddingBox, type BoxCall } from '../view/bidding-box.js';
import { DummyView, HandView, HiddenHand } from '../view/cards.js';
import { cardBack, type Position, positionOf } from '../view/layout.js';
import { cardMarks, DIRECTOR_TEXTS, type ExposeAction, everyCall, tableCallNotes } from '../view/rulings.js';
import { describeTable } from '../view/text-view.js';
import { ClosingPanel, DirectorPanel, EntrySelector, RulingsLine } from './director-panel.js';
import { FinishedPanel } from './finished-panel.js';
import { HostPanel } from './host-panel.js';
import { SessionScores } from './session-scores.js';
import { useHeldTrick } from './use-held-trick.js';
import { useTable } from './use-table.js';

const POSITIONS: readonly Position[] = ['top', 'left', 'right', 'bottom'];

function legalCalls(legal: readonly BoardAction[]): Call[] {
  return legal.flatMap((a) => (a.type === 'call' ? [a.call] : []));
}

function legalCards(legal: readonly BoardAction[]): Card[] {
  return legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
}

/** Table mode: the cards `seat` may type: its hand (and dummy's for declarer) when seen, else any card (the engine checks). */
function typableCards(view: BoardView, seat: Seat): Card[] {
  const hand = view.hands[seat];
  if (hand === undefined) return [...DECK];
  const dummy = view.dummy !== null && view.contract?.declarer === seat ? (view.hands[view.dummy] ?? []) : [];
  return [...hand, ...dummy];
}

/** A live table: the four seats around the trick, the auction and bidding box, dialogs, chat and scores. */
export function TableScreen(props: { table: string; token: string | null }) {
  const { prefs, t } = usePrefs();
  const [state, send] = useTable(props.table, props.token);
  const [reviewing, setReviewing] = useState<number | null>(null);
  const [seenFinished, setSeenFinished] = useState(0);
  const view = state.view;
  const deal = state.deal;

  // A finished deal stays on screen (result, score, review) until the player moves on.
  const latestFinished = state.finished[state.finished.length - 1];
  const showFinished =
    latestFinished !== undefined && latestFinished.deal > seenFinished ? latestFinished : null;
  const reviewed = reviewing === null ? null : (state.finished.find((f) => f.deal === reviewing) ?? null);

  const act = (
    action: BoardAction | ExposeAction | { type: 'call'; call: Call },
    alert?: string,
    as?: Seat,
  ) => {
    send({
      type: 'action',
      action,
      ...(deal ? { deal: deal.deal } : {}),
      ...(alert !== undefined ? { alert } : {}),
      ...(as !== undefined ? { as } : {}),
    });
  };

  if (state.status !== 'open' && state.table === null) return <NotJoined state={state} />;

  return (
    <div className="table-screen">
      <StatusBar state={state} />
      {state.error ? (
        <p className="error" role="alert">
          {prefs.lang === 'de' ? state.error.messageDe : state.error.message}
        </p>
      ) : null}
      {reviewed ? (
        <FinishedPanel
          finished={reviewed}
          systems={state.settings?.systems ?? null}
          onClose={() => setReviewing(null)}
        />
      ) : showFinished ? (
        <FinishedPanel
          finished={showFinished}
          systems={state.settings?.systems ?? null}
          onClose={() => setSeenFinished(showFinished.deal)}
        />
      ) : view && deal ? (
        <LiveTable state={state} view={view} act={act} send={send} />
      ) : (
        <p className="status-line">{state.over ? t.score : t.connecting}</p>
      )}
      <aside className="side-panels">
        {state.closing ? <ClosingPanel state={state} send={send} /> : null}
        {state.you?.host ? (
          <HostPanel
            state={state}
            onSeat={(seat, occupant) => send({ type: 'seat', seat, occupant })}
            onSettings={(settings) => send({ type: 'settings', settings })}
          />
        ) : null}
        {state.scores ? <SessionScores sheet={state.scores} /> : null}
        {state.finished.length > 0 ? (
          <ul className="finished-list">
            {state.finished.map((f) => (
              <li key={f.deal}>
                <button type="button" onClick={() => setReviewing(f.deal)}>
                  {t.review} ·{' '}
                  {(prefs.lang === 'de' ? f.info?.labelDe : f.info?.label) ?? `${t.deal} ${f.deal}`}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Chat state={state} onSend={(text) => send({ type: 'chat', text })} />
      </aside>
    </div>
  );
}

function StatusBar(props: { state: TableState }) {
  const { prefs, t } = usePrefs();
  const { state } = props;
  const view = state.view;
  const deal = state.deal;
  const seat = (s: Seat) => SEAT_NAMES[prefs.lang][s];
  const contract = view?.contract;
  return (
    <div className="status-bar" role="status">
      <span className="board-label">
        {deal ? (prefs.lang === 'de' ? deal.labelDe : deal.label) : state.table?.name}
      </span>
      {deal ? (
        <>
          <span>
            {t.dealer}: {seat(deal.dealer)}
          </span>
          <span className={`vul-badge vul-${deal.vulnerability}`}>
            {t.vulnerable}: {t.vul[deal.vulnerability]}
          </span>
        </>
      ) : null}
      {contract ? (
        <span className="contract-badge">
          {contract.level}
          {strainLabel(contract.strain, prefs.lang)}
          {contract.risk} {seat(contract.declarer)}
        </span>
      ) : null}
      {view && view.phase !== 'auction' ? (
        <span className="tricks-badge">
          {t.tricks}: {t.nsScore} {view.tricksWon.NS} · {t.ewScore} {view.tricksWon.EW}
        </span>
      ) : null}
      <ConnectionBadges state={state} />
    </div>
  );
}

type Send = ReturnType<typeof useTable>[1];

function LiveTable(props: {
  state: TableState;
  view: BoardView;
  act: (action: BoardAction | ExposeAction, alert?: string, as?: Seat) => void;
  send: Send;
}) {
  const { prefs, t } = usePrefs();
  const { state, view } = props;
  const bottom = bottomSeat(state);
  const me = state.you?.role === 'seat' ? state.you.seat : null;
  // Face-to-face entry (table mode): the Director enters the calls and cards of an empty seat.
  const entrySeats =
    state.tableView !== null && state.you?.director === true
      ? SEATS.filter((s) => state.seats?.[s]?.occupant === 'empty')
      : [];
  const [entryFor, setEntryFor] = useState<Seat | null>(null);
  const entry = entryFor !== null && entrySeats.includes(entryFor) ? entryFor : null;
  const actor = entry ?? me;
  const act = (action: BoardAction | ExposeAction, alert?: string) =>
    props.act(action, alert, entry ?? undefined);
  const trump = view.contract?.strain ?? null;
  // The lawful calls of an entered seat: the engine's, when it is that seat's turn.
  const calls =
    entry === null ? legalCalls(state.legal) : view.turn === entry ? auctionCalls(view.auction) : [];
  const cards = entry === null ? legalCards(state.legal) : [];
  // Table mode: a player may call or play at any time (the engine rules the irregularity); the
  // calls and cards the Laws do not allow now are marked.
  const table = state.tableView;
  const notes = table === null ? state.notes : { ...state.notes, ...tableCallNotes(table, prefs.lang) };
  const penalty = table === null ? [] : table.penaltyCards.map((p) => p.card);
  const back = cardBack(state.deal?.board ?? state.deal?.deal ?? 1);
  const seatName = (s: Seat) => SEAT_NAMES[prefs.lang][s];
  const vulnerable = Object.fromEntries(SEATS.map((s) => [s, isVulnerable(view.vulnerability, s)])) as Record<
    Seat,
    boolean
  >;
  const stoppedForMe = state.stop !== null && state.stop.seat === me;
  const [hint, setHint] = useState<{ at: number; call: Call } | null>(null);
  const myHand = me !== null ? view.hands[me] : undefined;
  const askHint =
    myHand !== undefined
      ? () => {
          const at = view.auction.calls.length;
          const setting = me !== null ? state.settings?.systems[sideOf(me)] : undefined;
          void robotHint(setting ?? DEFAULT_SYSTEM, myHand, view.auction, view.vulnerability).then((call) =>
            setHint({ at, call }),
          );
        }
      : undefined;
  // Table mode: a defender may drop (expose) a card instead of playing it (L50).
  const [exposing, setExposing] = useState(false);
  const playCard = (card: Card) => {
    if (exposing) {
      act({ type: 'expose', card });
      setExposing(false);
    } else act({ type: 'play', card });
  };
  const defender =
    table !== null &&
    view.phase === 'play' &&
    actor !== null &&
    view.contract !== null &&
    actor !== view.contract.declarer &&
    actor !== view.dummy;
  const onCall = (c: BoxCall) => act({ type: 'call', call: c.call }, c.alert);

  const { shown, winner } = useHeldTrick(state.completed, view.trick, view.lastTrick);

  const seatBox = (position: Position) => {
    const seat = SEATS.find((s) => positionOf(s, bottom) === position) as Seat;
    const hand = view.hands[seat];
    const info = state.seats?.[seat];
    const isDummy = view.dummy === seat && hand !== undefined && view.phase !== 'auction';
    const turn = view.turn === seat;
    const name =
      info?.occupant === 'robot' || info?.robotStandIn
        ? t.robot
        : info?.occupant === 'empty'
          ? t.empty
          : (info?.name ?? t.human);
    const label = `${seatName(seat)}${seat === me ? ` (${t.you})` : ` · ${name}`}${info && info.occupant === 'human' && !info.connected ? ' ⚠' : ''}`;
    let body: React.ReactNode;
    // In table mode a hand's owner (declarer for dummy) may play any of its cards during the play.
    const owner = isDummy ? view.contract?.declarer : seat;
    const anyCard = table !== null && view.phase === 'play' && actor !== null && owner === actor;
    const marks =
      anyCard && hand !== undefined && entry === null ? cardMarks(hand, cards, penalty) : undefined;
    if (hand !== undefined && isDummy) {
      const mayPlay = anyCard || (view.actor === me && view.turn === seat);
      body = (
        <DummyView
          hand={hand}
          trump={trump}
          position={position}
          playable={anyCard ? hand : mayPlay ? cards : []}
          onPlay={mayPlay ? playCard : undefined}
          label={`${t.dummy}: ${seatName(seat)}`}
          marks={marks}
        />
      );
    } else if (hand !== undefined) {
      const mayPlay = anyCard || (view.actor === me && view.turn === seat);
      body = (
        <HandView
          hand={hand}
          trump={trump}
          playable={anyCard ? hand : mayPlay ? cards : []}
          onPlay={mayPlay ? playCard : undefined}
          label={t.handOf(seatName(seat))}
          marks={marks}
        />
      );
    } else {
      body = <HiddenHand count={hiddenCount(view, seat)} back={back} label={t.handOf(seatName(seat))} />;
    }
    return (
      <div
        key={position}
        className={`seat-box at-${position}${turn ? ' turn' : ''}${isDummy ? ' is-dummy' : ''}`}
        data-seat={seat}
      >
        <div className={`seat-name${vulnerable[seat] ? ' vul' : ''}`}>
          {label}
          {view.contract?.declarer === seat ? <span className="role"> · {t.declarer}</span> : null}
          {isDummy ? <span className="role"> · {t.dummy}</span> : null}
        </div>
        {body}
      </div>
    );
  };

  const claimOptions = state.legal
    .filter((a) => a.type === 'claim')
    .map((a) => (a.type === 'claim' ? a.tricks : 0));
  const has = (type: BoardAction['type']) => state.legal.some((a) => a.type === type);
  const yourTurn = view.actor !== null && view.actor === me;

  return (
    <div className={`live-table phase-${view.phase}`}>
      <div className="felt">
        {POSITIONS.map(seatBox)}
        <div className="centre">
          {view.phase === 'auction' ? (
            <AuctionTable auction={view.auction} notes={notes} vulnerable={vulnerable} turn={view.turn} />
          ) : (
            <TrickView trick={shown} bottom={bottom} winner={winner} />
          )}
          {state.stop ? (
            <StopCard seat={state.stop.seat} until={state.stop.until} mine={stoppedForMe} />
          ) : null}
        </div>
      </div>

      <div className="controls">
        {yourTurn ? (
          <p className="your-turn">{t.yourTurn}</p>
        ) : view.turn ? (
          <p className="waiting">{t.waitingFor(seatName(view.turn))}</p>
        ) : null}
        {table !== null ? <RulingsLine view={table} /> : null}
        {table !== null ? <DirectorPanel state={state} view={table} send={props.send} /> : null}
        {entrySeats.length > 0 ? (
          <EntrySelector seats={entrySeats} value={entry} onChange={setEntryFor} />
        ) : null}
        {view.phase === 'auction' && (calls.length > 0 || (table !== null && actor !== null)) ? (
          <BiddingBox
            auction={view.auction}
            onCall={onCall}
            disabled={stoppedForMe}
            hint={hint !== null && hint.at === view.auction.calls.length ? hint.call : null}
            onHint={askHint}
            table={table === null ? undefined : { lawful: calls, myTurn: view.turn === actor }}
          />
        ) : null}
        {view.phase !== 'auction' ? (
          <details className="auction-recap">
            <summary>{t.auction}</summary>
            <AuctionTable auction={view.auction} notes={notes} vulnerable={vulnerable} turn={null} />
          </details>
        ) : null}
        <div className="buttons">
          {has('requestUndo') ? (
            <button type="button" onClick={() => act({ type: 'requestUndo' })}>
              {t.undo}
            </button>
          ) : null}
          {claimOptions.length > 0 ? (
            <ClaimButton
              options={claimOptions}
              withLine={table !== null}
              onClaim={(n, line) => act({ type: 'claim', tricks: n, ...(line ? { line } : {}) })}
            />
          ) : null}
        </div>
        {view.claim ? (
          <div className="dialog" role="alertdialog" aria-label={t.claim}>
            <p>{t.claimOf(seatName(view.claim.by), view.claim.tricks)}</p>
            {has('acceptClaim') ? (
              <button type="button" className="accept-claim" onClick={() => act({ type: 'acceptClaim' })}>
                {t.accept}
              </button>
            ) : null}
            {has('rejectClaim') ? (
              <button type="button" onClick={() => act({ type: 'rejectClaim' })}>
                {t.reject}
              </button>
            ) : null}
            {has('withdrawClaim') ? (
              <button type="button" onClick={() => act({ type: 'withdrawClaim' })}>
                {t.withdraw}
              </button>
            ) : null}
          </div>
        ) : null}
        {view.undo ? (
          <div className="dialog" role="alertdialog" aria-label={t.undo}>
            <p>{t.undoAsked(seatName(view.undo.by))}</p>
            {has('acceptUndo') ? (
              <button type="button" onClick={() => act({ type: 'acceptUndo' })}>
                {t.accept}
              </button>
            ) : null}
            {has('rejectUndo') ? (
              <button type="button" onClick={() => act({ type: 'rejectUndo' })}>
                {t.reject}
              </button>
            ) : null}
          </div>
        ) : null}
        {defender ? (
          <label className="expose-toggle">
            <input type="checkbox" checked={exposing} onChange={(e) => setExposing(e.target.checked)} />{' '}
            {DIRECTOR_TEXTS[prefs.lang].expose}
          </label>
        ) : null}
        <TypeBox
          calls={
            table !== null && view.phase === 'auction' && actor !== null ? everyCall(view.auction) : calls
          }
          cards={
            table !== null && view.phase === 'play' && actor !== null ? typableCards(view, actor) : cards
          }
          onAction={(a) => act(a)}
        />
        {prefs.textView ? <TextView state={state} view={view} /> : null}
      </div>
    </div>
  );
}

function StopCard(props: { seat: Seat; until: number; mine: boolean }) {
  const { prefs, t } = usePrefs();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((props.until - now) / 1000));
  return (
    <div className={`stop-card live${props.mine ? ' mine' : ''}`} role="status">
      <span className="stop-sign">STOP</span>
      <span>
        {SEAT_NAMES[prefs.lang][props.seat]}: {left} s
      </span>
      {props.mine ? <small>{t.stopHelp}</small> : null}
    </div>
  );
}

function ClaimButton(props: {
  options: number[];
  onClaim: (n: number, line?: string) => void;
  /** Table mode: the claimer states his line of play (L68C), for the Director. */
  withLine?: boolean;
}) {
  const { prefs, t } = usePrefs();
  const [open, setOpen] = useState(false);
  const max = Math.max(...props.options);
  const [n, setN] = useState(max);
  const [line, setLine] = useState('');
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)}>
        {t.claim}
      </button>
    );
  }
  return (
    <span className="claim-form">
      <label>
        {t.claimTricks(n)}{' '}
        <select value={n} onChange={(e) => setN(Number(e.target.value))} name="claimTricks">
          {props.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </label>{' '}
      {props.withLine ? (
        <input
          name="claimLine"
          value={line}
          maxLength={500}
          aria-label={DIRECTOR_TEXTS[prefs.lang].claimLine}
          placeholder={DIRECTOR_TEXTS[prefs.lang].claimLine}
          onChange={(e) => setLine(e.target.value)}
        />
      ) : null}{' '}
      <button
        type="button"
        onClick={() => {
          props.onClaim(n, line.trim() === '' ? undefined : line.trim());
          setOpen(false);
        }}
      >
        {t.claim}
      </button>{' '}
      <button type="button" onClick={() => setOpen(false)}>
        {t.cancel}
      </button>
    </span>
  );
}

/**
 * Keyboard play: type a card ("sa", "h10", "k") or a call ("1nt", "p", "x") and press Enter. Any
 * letter or digit typed while nothing else has the focus starts the line.
 */
function TypeBox(props: { calls: Call[]; cards: Card[]; onAction: (a: BoardAction) => void }) {
  const { prefs, t } = usePrefs();
  const [text, setText] = useState('');
  const [wrong, setWrong] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (
        target &&
        (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')
      )
        return;
      if (e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1 || !/[\w♠♥♦♣]/.test(e.key)) return;
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const active = props.calls.length > 0 || props.cards.length > 0;
  return (
    <form
      className="type-box"
      onSubmit={(e) => {
        e.preventDefault();
        const action = readTyped(text, props.calls, props.cards);
        if (action === null) {
          setWrong(text);
          return;
        }
        props.onAction(action);
        setText('');
        setWrong(null);
      }}
    >
      <input
        ref={input}
        name="typed"
        value={text}
        disabled={!active}
        autoComplete="off"
        aria-label={t.typeCardOrCall}
        placeholder={t.typeHere}
        onChange={(e) => setText(e.target.value)}
      />
      {wrong !== null ? (
        <span className="type-error" role="alert">
          {t.notUnderstood(wrong)}
        </span>
      ) : null}
      {prefs.textView && props.calls.length > 0 ? (
        <span className="sr-hint">{props.calls.map((c) => callLabel(c, prefs.lang)).join(', ')}</span>
      ) : null}
    </form>
  );
}

function TextView(props: { state: TableState; view: BoardView }) {
  const { prefs, t } = usePrefs();
  const lines = useMemo(
    () => describeTable(props.view, prefs.lang, t, props.state.notes),
    [props.view, prefs.lang, t, props.state.notes],
  );
  return (
    <section className="text-view" aria-label={t.textView} aria-live="polite">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}

/** The connection's state and, for a kibitzer, his badge (the status bar of every table). */
export function ConnectionBadges(props: { state: RoomState }) {
  const { t } = usePrefs();
  const { status, you } = props.state;
  return (
    <>
      <span className={`conn conn-${status}`}>
        {status === 'open' ? t.connected : status === 'reconnecting' ? t.reconnecting : t.connecting}
      </span>
      {you?.role === 'kibitzer' ? <span className="kibitzer-badge">{t.kibitzer}</span> : null}
    </>
  );
}

/** Before the server has let the page join (connecting, or refused: a bad link, a full table). */
export function NotJoined(props: { state: RoomState }) {
  const { prefs, t } = usePrefs();
  const error = props.state.error;
  return (
    <p className="status-line" role="status">
      {error ? `${t.errorPrefix}: ${prefs.lang === 'de' ? error.messageDe : error.message}` : t.connecting}
    </p>
  );
}

/** Table chat: the lines so far and a line to send (bridge and whist tables alike). */
export function Chat(props: { state: Pick<TableState, 'chat'>; onSend: (text: string) => void }) {
  const { prefs, t } = usePrefs();
  const [text, setText] = useState('');
  return (
    <section className="chat" aria-label={t.chat}>
      <h3>{t.chat}</h3>
      <ol className="chat-lines">
        {props.state.chat.map((line) => (
          <li key={`${line.at}-${line.from}-${line.text}`}>
            <strong>
              {line.from === 'table'
                ? '·'
                : line.from === 'kibitzer'
                  ? t.kibitzer
                  : line.from === 'director'
                    ? DIRECTOR_TEXTS[prefs.lang].panel
                    : (line.name ?? SEAT_NAMES[prefs.lang][line.from])}
              :
            </strong>{' '}
            {line.text}
          </li>
        ))}
      </ol>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() === '') return;
          props.onSend(text.trim());
          setText('');
        }}
      >
        <input
          name="chat"
          value={text}
          maxLength={500}
          aria-label={t.chat}
          onChange={(e) => setText(e.target.value)}
        />{' '}
        <button type="submit">{t.send}</button>
      </form>
    </section>
  );
}
