import {
  type Auction,
  type Call,
  type Card,
  formatCall,
  type Language,
  SEAT_NAMES,
  type Seat,
  SUIT_SYMBOLS,
  seatAfter,
  type Trick,
} from '@tenace/engine';
import { useState } from 'react';
import { usePrefs } from '../prefs.js';
import { isSkipBid } from './bidding.js';
import { CardFace } from './cards.js';
import { AUCTION_COLUMNS, auctionRows, type Position, positionOf } from './layout.js';

/** What the table knows about one call: its meaning and whether it was alerted. */
export interface CallNote {
  readonly text: string;
  readonly alert: boolean;
}

/** A call as shown: 1♠, 3NT (3SA in German), Pass (Passe), X, XX. */
export function callLabel(call: Call, lang: Language): string {
  if (call.type === 'pass') return lang === 'de' ? 'Passe' : 'Pass';
  if (call.type === 'bid' && call.strain === 'NT') return `${call.level}${lang === 'de' ? 'SA' : 'NT'}`;
  return formatCall(call, 'symbols');
}

/** The suit of a bid, for colouring it; null for NT and the other calls. */
function callSuitClass(call: Call): string {
  return call.type === 'bid' && call.strain !== 'NT' ? ` suit-${call.strain}` : '';
}

/**
 * The auction under W N E S. Every call shows its explanation on hover (title) and on tap (the
 * note below the table); alerted calls are marked, skip bids carry the stop sign.
 */
export function AuctionTable(props: {
  auction: Auction;
  notes: Readonly<Record<number, CallNote>>;
  vulnerable?: Readonly<Record<Seat, boolean>>;
  turn: Seat | null;
}) {
  const { prefs, t } = usePrefs();
  const [open, setOpen] = useState<number | null>(null);
  const rows = auctionRows(props.auction);
  const openNote = open === null ? undefined : props.notes[open];
  const openCall = open === null ? undefined : props.auction.calls[open];
  return (
    <div className="auction">
      <table>
        <caption className="sr-only">{t.auction}</caption>
        <thead>
          <tr>
            {AUCTION_COLUMNS.map((seat) => (
              <th key={seat} className={props.vulnerable?.[seat] ? 'vul' : 'nonvul'} scope="col">
                {SEAT_NAMES[prefs.lang][seat]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the auction, fixed once written
            <tr key={r}>
              {row.map((cell, c) => {
                if (cell === null) {
                  const turnHere =
                    props.turn !== null && AUCTION_COLUMNS[c] === props.turn && r === rows.length - 1;
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have no identity
                  return <td key={c}>{turnHere ? <span className="turn-mark">?</span> : null}</td>;
                }
                const call = props.auction.calls[cell.index] as Call;
                const note = props.notes[cell.index];
                const prefix: Auction = {
                  dealer: props.auction.dealer,
                  calls: props.auction.calls.slice(0, cell.index),
                };
                const stop = isSkipBid(prefix, call);
                return (
                  <td key={cell.index}>
                    <button
                      type="button"
                      className={`call${callSuitClass(call)}${note?.alert ? ' alerted' : ''}${open === cell.index ? ' open' : ''}`}
                      title={note ? note.text : t.noExplanation}
                      data-call-index={cell.index}
                      aria-label={`${SEAT_NAMES[prefs.lang][cell.seat]}: ${callLabel(call, prefs.lang)}${note?.alert ? ` (${t.alert})` : ''}${stop ? ` (${t.stop})` : ''}. ${note ? note.text : ''}`}
                      onClick={() => setOpen(open === cell.index ? null : cell.index)}
                    >
                      {stop ? (
                        <span className="stop-mark" aria-hidden="true">
                          STOP
                        </span>
                      ) : null}
                      {callLabel(call, prefs.lang)}
                      {note?.alert ? <span className="alert-mark">!</span> : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
          {rows.length === 0 || rows[rows.length - 1]?.every((c) => c !== null) ? (
            <tr>
              {AUCTION_COLUMNS.map((seat) => (
                <td key={seat}>{props.turn === seat ? <span className="turn-mark">?</span> : null}</td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
      {openCall !== undefined ? (
        <p className="call-note" role="status">
          <strong>{callLabel(openCall, prefs.lang)}</strong>
          {openNote?.alert ? <span className="alert-badge">{t.alert}</span> : null}:{' '}
          {openNote?.text ?? t.noExplanation}
        </p>
      ) : null}
    </div>
  );
}

/** The trick in the middle of the table: each card in front of the seat that played it. */
export function TrickView(props: { trick: Trick | null; bottom: Seat; winner?: Seat | null | undefined }) {
  const { prefs, t } = usePrefs();
  const cards: { card: Card; seat: Seat; position: Position }[] = [];
  props.trick?.cards.forEach((card, i) => {
    const seat = seatAfter(props.trick?.leader ?? 'N', i);
    cards.push({ card, seat, position: positionOf(seat, props.bottom) });
  });
  return (
    <section className="trick" aria-label={t.play} aria-live="polite">
      {cards.map((c) => (
        <div
          key={c.card}
          className={`trick-card at-${c.position}${props.winner === c.seat ? ' winner' : ''}`}
          title={SEAT_NAMES[prefs.lang][c.seat]}
        >
          <CardFace card={c.card} />
        </div>
      ))}
    </section>
  );
}

/** A strain symbol in text: ♠ or NT/SA. */
export function strainLabel(strain: 'C' | 'D' | 'H' | 'S' | 'NT', lang: Language): string {
  return strain === 'NT' ? (lang === 'de' ? 'SA' : 'NT') : SUIT_SYMBOLS[strain];
}
