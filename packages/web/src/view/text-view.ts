import {
  type BoardView,
  type Card,
  type Language,
  RANK_NAMES,
  rankOf,
  SEAT_NAMES,
  SEATS,
  SUIT_NAMES,
  SUITS,
  seatAfter,
  suitOf,
} from '@tenace/engine';
import type { Texts } from '../texts.js';
import { type CallNote, callLabel } from './auction.js';

function holding(cards: readonly Card[], lang: Language, t: Texts): string {
  return SUITS.map((suit) => {
    const held = cards.filter((c) => suitOf(c) === suit).map((c) => RANK_NAMES[lang][rankOf(c)]);
    return `${SUIT_NAMES[lang][suit]}: ${held.length === 0 ? t.void : held.join(', ')}`;
  }).join('; ');
}

function cardWords(card: Card, lang: Language): string {
  return lang === 'de'
    ? `${SUIT_NAMES.de[suitOf(card)]} ${RANK_NAMES.de[rankOf(card)]}`
    : `${RANK_NAMES.en[rankOf(card)]} of ${SUIT_NAMES.en[suitOf(card)]}`;
}

/**
 * The table in plain sentences for a screen reader or a text-only player: board, hands this seat
 * may see, the auction with explanations, the trick on the table and whose turn it is. Everything
 * comes from the engine's view, so it shows exactly what the graphical table shows.
 */
export function describeTable(
  view: BoardView,
  lang: Language,
  t: Texts,
  notes: Readonly<Record<number, CallNote>> = {},
): string[] {
  const seat = (s: (typeof SEATS)[number]) => SEAT_NAMES[lang][s];
  const lines: string[] = [];
  const head = [
    view.board !== null ? `${t.board} ${view.board}` : null,
    `${t.dealer} ${seat(view.dealer)}`,
    `${t.vulnerable}: ${t.vul[view.vulnerability]}`,
  ].filter((x) => x !== null);
  lines.push(`${head.join(', ')}.`);
  for (const s of SEATS) {
    const hand = view.hands[s];
    if (hand !== undefined) {
      const role = s === view.viewer ? ` (${t.you})` : s === view.dummy ? ` (${t.dummy})` : '';
      lines.push(`${t.handOf(seat(s))}${role}: ${holding(hand, lang, t)}.`);
    }
  }
  if (view.auction.calls.length > 0) {
    const calls = view.auction.calls.map((call, i) => {
      const note = notes[i];
      const alert = note?.alert ? ` ${t.alert}` : '';
      return `${seat(seatAfter(view.auction.dealer, i))} ${callLabel(call, lang)}${alert}${note ? ` (${note.text})` : ''}`;
    });
    lines.push(`${t.auction}: ${calls.join(', ')}.`);
  }
  if (view.contract !== null) {
    const c = view.contract;
    lines.push(
      `${t.contract}: ${callLabel({ type: 'bid', level: c.level, strain: c.strain }, lang)}${c.risk}, ${t.declarer} ${seat(c.declarer)}. ${t.tricks}: ${t.nsScore} ${view.tricksWon.NS}, ${t.ewScore} ${view.tricksWon.EW}.`,
    );
  }
  const trick = view.trick;
  if (trick !== null && trick.cards.length > 0) {
    const played = trick.cards.map(
      (card, i) => `${seat(seatAfter(trick.leader, i))} ${cardWords(card, lang)}`,
    );
    lines.push(`${t.trickNumber(view.quittedTricks.length + 1)}: ${played.join(', ')}.`);
  } else if (view.lastTrick !== null) {
    const last = view.lastTrick;
    const played = last.cards.map((card, i) => `${seat(seatAfter(last.leader, i))} ${cardWords(card, lang)}`);
    lines.push(`${t.lastTrick}: ${played.join(', ')}; ${t.wonBy(seat(last.winner))}.`);
  }
  if (view.phase === 'over') {
    lines.push(
      view.result?.passedOut ? `${t.passedOut}.` : `${t.result}: ${t.tricks} ${resultTricks(view)}.`,
    );
  } else if (view.turn !== null) {
    const mine = view.actor === view.viewer;
    const who = seat(view.turn);
    lines.push(
      mine
        ? `${t.yourTurn}: ${view.phase === 'auction' ? t.toCall(who) : t.toPlay(who)}.`
        : `${t.waitingFor(who)}.`,
    );
  }
  return lines;
}

function resultTricks(view: BoardView): string {
  const r = view.result;
  return r && !r.passedOut ? String(r.tricks) : '–';
}
