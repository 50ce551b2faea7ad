import {
  type BidWhistRules,
  SEAT_NAMES,
  type Seat,
  sideOf,
  type WhistAction,
  type WhistBidEntry,
  type WhistDeclaration,
  type WhistHandResult,
} from '@tenace/engine';
import type { ScoreSheet, WhistGameInfo } from '@tenace/server/protocol';
import { usePrefs } from '../prefs.js';
import { WHIST_TEXTS } from '../whist-texts.js';
import { bidRows, declarationLabel, houseRuleLines, mayPass, whistBidLabel } from './whist.js';

// The panels of the Bid Whist table: the bidding box, the bids so far, declarer's choice of
// trump or direction, the books, the running score to ±target and the house rules.

/** The bidding box: 3 to 7 with Uptown, Downtown and No Trump, and Pass; what the engine forbids is greyed. */
export function WhistBiddingBox(props: {
  rules: BidWhistRules;
  legal: readonly WhistAction[];
  onAction: (action: WhistAction) => void;
}) {
  const { prefs } = usePrefs();
  const w = WHIST_TEXTS[prefs.lang];
  const rows = bidRows(props.rules, props.legal);
  return (
    <section className="bidding-box whist-box" aria-label={w.bidding}>
      <div className="whist-bids">
        {rows.flat().map((b) => (
          <button
            key={b.code}
            type="button"
            className={`box-call whist-bid type-${b.bid.type}`}
            data-bid={b.code}
            disabled={!b.legal}
            title={whistBidLabel(b.bid, prefs.lang)}
            aria-label={whistBidLabel(b.bid, prefs.lang)}
            onClick={() => props.onAction({ type: 'bid', bid: b.bid })}
          >
            {b.bid.level}
            {w.bidShort[b.bid.type]}
          </button>
        ))}
      </div>
      <div className="box-others">
        <button
          type="button"
          className="box-call pass"
          data-bid="pass"
          disabled={!mayPass(props.legal)}
          onClick={() => props.onAction({ type: 'pass' })}
        >
          {w.pass}
        </button>
      </div>
    </section>
  );
}

/** The bids so far, in order from dealer's left. */
export function WhistBidList(props: { bids: readonly WhistBidEntry[]; turn: Seat | null; bidding: boolean }) {
  const { prefs } = usePrefs();
  const w = WHIST_TEXTS[prefs.lang];
  return (
    <section className="whist-bidlist" aria-label={w.bidding}>
      <h3>{w.bidding}</h3>
      <ol>
        {props.bids.map((b) => (
          <li key={b.seat}>
            <strong>{SEAT_NAMES[prefs.lang][b.seat]}:</strong>{' '}
            {b.bid === null ? w.pass : whistBidLabel(b.bid, prefs.lang)}
          </li>
        ))}
        {props.bidding && props.turn !== null ? (
          <li className="whist-bid-turn">
            <strong>{SEAT_NAMES[prefs.lang][props.turn]}:</strong> …
          </li>
        ) : null}
      </ol>
    </section>
  );
}

/** Declarer's choice: a trump suit for Uptown or Downtown, a direction for No Trump. */
export function DeclarePanel(props: {
  choices: readonly WhistDeclaration[];
  onDeclare: (declaration: WhistDeclaration) => void;
}) {
  const { prefs } = usePrefs();
  const w = WHIST_TEXTS[prefs.lang];
  const noTrump = props.choices.every((c) => c.trump === null);
  return (
    <section className="whist-declare" aria-label={w.declare}>
      <p>{noTrump ? w.chooseDirection : w.chooseTrump}</p>
      {props.choices.map((c) => (
        <button
          key={`${c.trump ?? 'NT'}-${c.direction}`}
          type="button"
          className={`declare-choice${c.trump === null ? '' : ` suit-${c.trump}`}`}
          data-declare={`${c.trump ?? 'NT'}-${c.direction}`}
          onClick={() => props.onDeclare(c)}
        >
          {declarationLabel(c, prefs.lang)}
        </button>
      ))}
    </section>
  );
}

/** The books each side has taken so far (the discard book included). */
export function BooksBar(props: { books: { NS: number; EW: number }; declarer: Seat | null }) {
  const { prefs, t } = usePrefs();
  const w = WHIST_TEXTS[prefs.lang];
  const declaring = props.declarer === null ? null : sideOf(props.declarer);
  return (
    <p className="whist-books" role="status">
      {w.books}:{' '}
      <span className={declaring === 'NS' ? 'declaring' : ''} data-side="NS">
        {w.booksOf(t.nsScore, props.books.NS)}
      </span>
      {' · '}
      <span className={declaring === 'EW' ? 'declaring' : ''} data-side="EW">
        {w.booksOf(t.ewScore, props.books.EW)}
      </span>
    </p>
  );
}

/** The running score of the game to ±target, hand by hand. */
export function WhistScore(props: { sheet: ScoreSheet; game: WhistGameInfo | null }) {
  const { prefs, t } = usePrefs();
  const w = WHIST_TEXTS[prefs.lang];
  const s = props.sheet;
  const target = props.game?.target ?? 7;
  const rounds = props.game?.rounds ?? null;
  return (
    <section className="session-scores whist-score" aria-label={w.game}>
      <h3>{w.game}</h3>
      <p className="whist-target">{w.gameTo(target, rounds)}</p>
      <table className="lines-sheet">
        <thead>
          <tr>
            <th>#</th>
            <th>{t.contract}</th>
            <th>{w.books}</th>
            <th>{t.nsScore}</th>
            <th>{t.ewScore}</th>
          </tr>
        </thead>
        <tbody>
          {s.lines.map((l) => (
            <tr key={l.deal}>
              <td>{l.deal}</td>
              <td>
                {l.contract === null || l.declarer === null
                  ? w.passedOut
                  : `${l.contract} ${SEAT_NAMES[prefs.lang][l.declarer]}`}
              </td>
              <td>{l.tricks ?? '–'}</td>
              <td>{l.ns}</td>
              <td>{l.ew}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="whist-totals">
            <th colSpan={3}>{t.total}</th>
            <td data-total="NS">{s.totals.NS}</td>
            <td data-total="EW">{s.totals.EW}</td>
          </tr>
        </tfoot>
      </table>
      <p className="sheet-status">{prefs.lang === 'de' ? s.statusDe : s.status}</p>
    </section>
  );
}

/** The house rules the table plays by (the ones that differ from Whist Palast's base game). */
export function HouseRules(props: { rules: BidWhistRules }) {
  const { prefs } = usePrefs();
  const w = WHIST_TEXTS[prefs.lang];
  const lines = houseRuleLines(props.rules, prefs.lang);
  return (
    <section className="whist-rules" aria-label={w.houseRules}>
      <h3>{w.houseRules}</h3>
      {lines.length === 0 ? (
        <p>{w.baseGame}</p>
      ) : (
        <ul>
          {lines.map((l) => (
            <li key={l.option} title={l.help} data-rule={l.option}>
              {l.name}
              {typeof props.rules[l.option] === 'boolean' ? '' : `: ${l.value}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The result of a finished hand: contract, books, made or set, points per side. */
export function WhistHandResultLine(props: { result: WhistHandResult }) {
  const { prefs, t } = usePrefs();
  const w = WHIST_TEXTS[prefs.lang];
  const r = props.result;
  if (r.passedOut) return <p className="whist-result">{w.passedOut}</p>;
  // The engine scores a made contract above zero and a set one below.
  const made = r.score.declarers > 0;
  return (
    <div className="whist-result" role="status">
      <p>
        <strong>{w.contractOf(SEAT_NAMES[prefs.lang][r.declarer], whistBidLabel(r.bid, prefs.lang))}</strong>{' '}
        ({declarationLabel(r.declaration, prefs.lang)}) · {made ? w.made(r.books) : w.set(r.books)}
      </p>
      <p className="whist-points">
        {w.points(t.nsScore, r.points.NS)} · {w.points(t.ewScore, r.points.EW)}
      </p>
    </div>
  );
}
