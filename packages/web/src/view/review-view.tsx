import {
  type Auction,
  type Card,
  type Deal,
  type PlayedTrick,
  rankOf,
  SEAT_NAMES,
  SEATS,
  type Seat,
  STRAINS,
  type Strain,
  SUITS,
  suitOf,
  type Vulnerability,
} from '@tenace/engine';
import { useState } from 'react';
import { usePrefs } from '../prefs.js';
import { AuctionTable, type CallNote, callLabel, strainLabel, TrickView } from './auction.js';
import { rankLabel, SuitLine } from './cards.js';
import { replayPosition, reviewCards } from './review.js';

/** Double-dummy tricks per declarer and strain (the solver's DdTable). */
export type DdTricks = Readonly<Record<Seat, Readonly<Record<Strain, number>>>>;

/** A par result from North-South's side: the score and the contracts that reach it. */
export interface ParInfo {
  readonly score: number;
  readonly contracts: readonly {
    readonly level: number;
    readonly strain: Strain;
    readonly declarers: readonly Seat[];
    readonly doubled: boolean;
    readonly result: number;
  }[];
}

/** Everything the review shows of a finished board. */
export interface BoardReviewData {
  readonly board: number | null;
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly auction: Auction;
  readonly notes: Readonly<Record<number, CallNote>>;
  readonly declarer: Seat | null;
  readonly tricks: readonly PlayedTrick[];
  readonly dd: DdTricks | null;
  readonly par: ParInfo | null;
  /** The solver's play trace (tricks for declarer's side after each card), when it has been computed. */
  readonly trace: readonly number[] | null;
  readonly pbnUrl?: string;
  readonly linUrl?: string;
}

/** A hand diagram of four hands around a square, as in newspaper columns and hand records. */
export function HandDiagram(props: {
  hands: Readonly<Record<Seat, readonly Card[]>>;
  centre?: React.ReactNode;
}) {
  const { prefs } = usePrefs();
  return (
    <div className="diagram">
      {SEATS.map((seat) => (
        <section
          key={seat}
          className={`diagram-hand diagram-${seat}`}
          aria-label={SEAT_NAMES[prefs.lang][seat]}
        >
          <div className="diagram-seat">{SEAT_NAMES[prefs.lang][seat]}</div>
          {SUITS.map((suit) => (
            <SuitLine key={suit} suit={suit} cards={props.hands[seat].filter((c) => suitOf(c) === suit)} />
          ))}
        </section>
      ))}
      <div className="diagram-centre">{props.centre}</div>
    </div>
  );
}

/** The double-dummy table: tricks for each declarer in each strain. */
export function DdTable(props: { dd: DdTricks }) {
  const { prefs, t } = usePrefs();
  return (
    <table className="score-table dd-table">
      <caption>{t.ddTable}</caption>
      <thead>
        <tr>
          <th scope="col" />
          {[...STRAINS].reverse().map((s) => (
            <th scope="col" key={s} className={s === 'NT' ? '' : `suit-${s}`}>
              {strainLabel(s, prefs.lang)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SEATS.map((seat) => (
          <tr key={seat}>
            <th scope="row">{SEAT_NAMES[prefs.lang][seat]}</th>
            {[...STRAINS].reverse().map((s) => (
              <td key={s} data-dd={`${seat}${s}`} className={props.dd[seat][s] >= 7 ? 'makes' : ''}>
                {props.dd[seat][s]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The par score and contracts in words. */
export function ParLine(props: { par: ParInfo }) {
  const { prefs, t } = usePrefs();
  const contracts = props.par.contracts.map((c) => {
    const bid = callLabel({ type: 'bid', level: c.level as 1, strain: c.strain }, prefs.lang);
    const who = c.declarers.join('');
    const res = c.result === 0 ? '=' : c.result > 0 ? `+${c.result}` : String(c.result);
    return `${bid}${c.doubled ? 'X' : ''} ${who} ${res}`;
  });
  return (
    <p className="par-line">
      <strong>{t.par}:</strong> {contracts.length === 0 ? t.passedOut : contracts.join(', ')} ({t.nsScore}{' '}
      {props.par.score > 0 ? `+${props.par.score}` : props.par.score})
    </p>
  );
}

/**
 * The after-board review: the four hands, the DD table and par, the auction with every explanation,
 * and a card-by-card replay with each card's double-dummy cost (mistakes marked).
 */
export function BoardReview(props: { data: BoardReviewData }) {
  const { prefs, t } = usePrefs();
  const d = props.data;
  const cards = d.declarer === null ? [] : reviewCards(d.tricks, d.declarer, d.trace);
  // The replay starts before the opening lead, with all four hands as dealt.
  const [step, setStep] = useState(0);
  const position = replayPosition(d.deal, d.tricks, step);
  const last = position.trick;
  const winner =
    last !== null && last.cards.length === 4 ? (d.tricks[position.done.length - 1]?.winner ?? null) : null;
  return (
    <section className="review" aria-label={t.review}>
      <h2>
        {t.review}
        {d.board !== null ? ` · ${t.board} ${d.board}` : ''}
      </h2>
      <div className="review-grid">
        <HandDiagram hands={position.hands} centre={<TrickView trick={last} bottom="S" winner={winner} />} />
        <div className="review-side">
          {d.dd ? <DdTable dd={d.dd} /> : null}
          {d.par ? <ParLine par={d.par} /> : null}
          <AuctionTable auction={d.auction} notes={d.notes} turn={null} />
          {d.pbnUrl || d.linUrl ? (
            <p className="exports">
              {d.pbnUrl ? (
                <a href={d.pbnUrl} download>
                  {t.exportPbn}
                </a>
              ) : null}{' '}
              {d.linUrl ? (
                <a href={d.linUrl} download>
                  {t.exportLin}
                </a>
              ) : null}
            </p>
          ) : null}
        </div>
      </div>
      {cards.length > 0 ? (
        <div className="replay">
          <fieldset className="replay-controls" aria-label={t.replay}>
            <button type="button" onClick={() => setStep(0)} aria-label={t.start}>
              |◀
            </button>
            <button type="button" onClick={() => setStep(Math.max(0, step - 1))} aria-label={t.back}>
              ◀
            </button>
            <input
              type="range"
              min={0}
              max={cards.length}
              value={step}
              aria-label={t.replay}
              onChange={(e) => setStep(Number(e.target.value))}
            />
            <button
              type="button"
              onClick={() => setStep(Math.min(cards.length, step + 1))}
              aria-label={t.forward}
            >
              ▶
            </button>
            <button type="button" onClick={() => setStep(cards.length)} aria-label={t.end}>
              ▶|
            </button>
            <span className="replay-step">
              {step} / {cards.length}
            </span>
          </fieldset>
          <ol className="play-record">
            {d.tricks.map((trick, ti) => (
              <li key={trick.leader + String(ti)} className="play-trick">
                <span className="trick-no">{ti + 1}.</span>
                {cards
                  .filter((c) => c.trick === ti + 1)
                  .map((c) => (
                    <button
                      type="button"
                      key={c.card}
                      className={`played${c.cost !== null && c.cost > 0 ? ' mistake' : ''}${c.number === step ? ' current' : ''}`}
                      title={`${SEAT_NAMES[prefs.lang][c.seat]}${c.cost !== null && c.cost > 0 ? ` · ${t.ddCostOf(c.cost)}` : ''}`}
                      data-cost={c.cost ?? ''}
                      onClick={() => setStep(c.number)}
                    >
                      <span className={`suit-${suitOf(c.card)}`}>
                        {strainLabel(suitOf(c.card), prefs.lang)}
                        {rankLabel(rankOf(c.card))}
                      </span>
                      {c.cost !== null && c.cost > 0 ? <sup className="cost">−{c.cost}</sup> : null}
                    </button>
                  ))}
                <span className="trick-winner">{SEAT_NAMES[prefs.lang][trick.winner]}</span>
              </li>
            ))}
          </ol>
          <p className="sr-only">
            {cards
              .filter((c) => c.cost !== null && c.cost > 0)
              .map((c) => `${SEAT_NAMES[prefs.lang][c.seat]} ${c.card}: ${t.ddCostOf(c.cost ?? 0)}`)
              .join('; ')}
          </p>
        </div>
      ) : null}
    </section>
  );
}
