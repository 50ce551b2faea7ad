import { isCard, type PlayedTrick, TRICKS_PER_DEAL } from '../bridge/play.js';
import { trickWinner } from '../bridge/trick.js';
import { SUIT_NAMES } from '../cards/notation.js';
import {
  type Card,
  type Deal,
  lho,
  partnerOf,
  rankOf,
  rankValue,
  SEATS,
  type Seat,
  SUITS,
  type Suit,
  seatAfter,
  sideOf,
  suitOf,
} from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { strainsNamed } from './auction.js';
import { ask, at, cardText, decisionPending, flag, names, rule } from './common.js';
import type { Decision, PenaltyCard, Revoke, TableActor, TablePlay, TableState } from './types.js';

// The play of a table-mode board (spec §2.3-§2.5): leads out of turn (L53-L56), penalty cards
// (L49-L52), revokes (L61-L63). Cards are accepted as facts: a revoke is recorded as it happens
// and stays hidden until someone notices it or it becomes established; a lead out of turn waits
// for the non-offender's choice with the card still in the offender's hand.

/** The cards `seat` still holds: the concealed hand and its penalty cards (they remain part of the hand, L50A). */
export function heldCards(play: TablePlay, seat: Seat): Card[] {
  return [...play.hands[seat], ...play.penalty.filter((p) => p.seat === seat).map((p) => p.card)];
}

/** The seat holding `card` (concealed or as a penalty card), or null once it has been played. */
export function holderOf(play: TablePlay, card: Card): Seat | null {
  for (const seat of SEATS) if (play.hands[seat].includes(card)) return seat;
  return play.penalty.find((p) => p.card === card)?.seat ?? null;
}

/** The hand whose card is next, or null once 13 tricks are played. */
export function tablePlayTurn(play: TablePlay): Seat | null {
  return play.tricks.length === TRICKS_PER_DEAL
    ? null
    : seatAfter(play.trick.leader, play.trick.cards.length);
}

/** Dummy: declarer's partner. */
export function tableDummy(play: TablePlay): Seat {
  return partnerOf(play.declarer);
}

function isDefender(play: TablePlay, seat: Seat): boolean {
  return sideOf(seat) !== sideOf(play.declarer);
}

function isHonour(card: Card): boolean {
  return rankValue(rankOf(card)) >= rankValue('T');
}

/** The cards `hand` may play now by the Laws: suit and lead directives first, then its penalty cards (L50C, L50D1, L51A). */
export function lawfulPlays(play: TablePlay, hand: Seat): Card[] {
  const held = heldCards(play, hand);
  const led = play.trick.cards[0];
  let legal = held;
  if (led === undefined) {
    const d = play.directive;
    if (d !== null && d.leader === hand) {
      const fits = held.filter((c) => d.suits.includes(suitOf(c)) === (d.kind === 'require'));
      if (fits.length > 0) legal = fits;
    }
  } else {
    const follow = held.filter((c) => suitOf(c) === suitOf(led));
    if (follow.length > 0) legal = follow;
  }
  const own = play.penalty.filter((p) => p.seat === hand && legal.includes(p.card));
  const designated = play.designated;
  if (designated !== null && designated.seat === hand && legal.includes(designated.card))
    return [designated.card];
  const majors = own.filter((p) => p.kind === 'major').map((p) => p.card);
  if (majors.length > 0) return majors;
  const minors = own.filter((p) => p.kind === 'minor').map((p) => p.card);
  return legal.filter(
    (c) => isHonour(c) || minors.includes(c) || !minors.some((m) => suitOf(m) === suitOf(c)),
  );
}

/** The seat that submits a card from `hand`: declarer for dummy's hand. */
function actorFor(play: TablePlay, hand: Seat): Seat {
  return hand === tableDummy(play) ? play.declarer : hand;
}

function withoutCard(play: TablePlay, seat: Seat, card: Card): Pick<TablePlay, 'hands' | 'penalty'> {
  return {
    hands: { ...play.hands, [seat]: play.hands[seat].filter((c) => c !== card) } as Deal,
    penalty: play.penalty.filter((p) => p.card !== card),
  };
}

/** `card` goes back into `seat`'s concealed hand. */
function toHand(play: TablePlay, seat: Seat, card: Card): TablePlay {
  return {
    ...play,
    hands: { ...play.hands, [seat]: [...play.hands[seat], card] } as Deal,
    penalty: play.penalty.filter((p) => p.card !== card),
  };
}

/** `card` of `seat` becomes a penalty card; two or more penalty cards of one defender are all major (L50B). */
function toPenalty(play: TablePlay, seat: Seat, card: Card, kind: 'minor' | 'major'): TablePlay {
  const rest = withoutCard(play, seat, card);
  const own = [...rest.penalty.filter((p) => p.seat === seat), { seat, card, kind }];
  const allMajor = own.length >= 2;
  const penalty: PenaltyCard[] = [
    ...rest.penalty.filter((p) => p.seat !== seat),
    ...own.map((p) => (allMajor ? { ...p, kind: 'major' as const } : p)),
  ];
  return { ...play, hands: rest.hands, penalty };
}

/** The revoke that playing `card` from `hand` now would be (L61A), or null. */
export function revokeOf(play: TablePlay, hand: Seat, card: Card): Revoke | null {
  const led = play.trick.cards[0];
  const held = heldCards(play, hand);
  // L64B3 looks at the card that was NOT played: it lay face up when the hand is dummy's or when
  // the hand's penalty card of the suit due was the card it had to play (L50C, L50D1). Playing a
  // penalty card of another suit while the suit led is held concealed is an ordinary revoke.
  const facedIn = (suit: Suit) =>
    hand === tableDummy(play) || play.penalty.some((p) => p.seat === hand && suitOf(p.card) === suit);
  const was = play.penalty.find((p) => p.card === card)?.kind;
  const base = {
    trick: play.tricks.length,
    seat: hand,
    card,
    established: false,
    corrected: false,
    ...(was === undefined ? {} : { fromPenalty: was }),
  };
  if (led !== undefined) {
    const suit = suitOf(led);
    const revokes = suitOf(card) !== suit && held.some((c) => suitOf(c) === suit);
    return revokes ? { ...base, faced: facedIn(suit), suit, kind: 'follow' } : null;
  }
  const d = play.directive;
  if (d === null || d.leader !== hand) return null;
  const breaks =
    d.kind === 'require'
      ? !d.suits.includes(suitOf(card)) && held.some((c) => d.suits.includes(suitOf(c)))
      : d.suits.includes(suitOf(card)) && held.some((c) => !d.suits.includes(suitOf(c)));
  const suit = d.kind === 'require' ? (d.suits[0] as Suit) : suitOf(card);
  // A lead directive picks up the penalty cards of its suits (L50D2a), so the suit due was concealed.
  return breaks ? { ...base, faced: hand === tableDummy(play), suit, kind: 'directive' } : null;
}

/** Moves `card` from `hand` onto the trick; records a revoke if it is one; completes the trick on the fourth card. */
function putOnTrick(play: TablePlay, hand: Seat, card: Card, complete: boolean): TablePlay {
  const revoke = revokeOf(play, hand, card);
  const next: TablePlay = {
    ...play,
    ...withoutCard(play, hand, card),
    trick: { leader: play.trick.leader, cards: [...play.trick.cards, card] },
    revokes: revoke === null ? play.revokes : [...play.revokes, revoke],
    designated: play.designated?.seat === hand ? null : play.designated,
  };
  return complete ? completeTrick(next) : next;
}

/** Closes a trick of four cards: its winner leads next; a forbidden suit lasts while the leader keeps the lead (L50D2a). */
export function completeTrick(play: TablePlay): TablePlay {
  if (play.trick.cards.length < 4) return play;
  const winner = trickWinner(play.trick.cards, play.trick.leader, play.strain);
  const done: PlayedTrick = { leader: play.trick.leader, cards: play.trick.cards, winner };
  const d = play.directive;
  const keep = d !== null && d.kind === 'forbid' && d.leader === winner;
  return {
    ...play,
    tricks: [...play.tricks, done],
    trick: { leader: winner, cards: [] },
    directive: keep ? d : null,
    leadChecked: false,
  };
}

/** Establishes the revokes of `hand`'s side once that side plays to a later trick (or claims, L63A). */
export function establish(play: TablePlay, hand: Seat, trickNo: number): TablePlay {
  if (
    !play.revokes.some(
      (r) => !r.established && !r.corrected && sideOf(r.seat) === sideOf(hand) && r.trick < trickNo,
    )
  ) {
    return play;
  }
  return {
    ...play,
    revokes: play.revokes.map((r) =>
      !r.established && !r.corrected && sideOf(r.seat) === sideOf(hand) && r.trick < trickNo
        ? { ...r, established: true }
        : r,
    ),
  };
}

/** A card put on the table by `actor` in table mode: a lead out of turn opens the non-offender's choice. */
export function tablePlay(state: TableState, actor: TableActor, card: Card): Result<TableState> {
  if (!isCard(card)) {
    return fail(
      'BAD_CARD',
      `"${String(card)}" is not a card (write it like SA or HT)`,
      `"${String(card)}" ist keine Karte (Schreibweise z. B. SA oder HT)`,
      at(actor),
    );
  }
  const play = state.play;
  if (play === null || state.phase === 'auction') {
    return fail(
      'PLAY_NOT_STARTED',
      'The play has not started: the auction is not over',
      'Das Spiel hat noch nicht begonnen: die Reizung läuft noch',
      at(actor),
    );
  }
  if (state.phase === 'claim') {
    return fail(
      'CLAIM_PENDING',
      'A claim is pending: it must be settled first',
      'Ein Claim ist offen: er muss zuerst erledigt werden',
      at(actor),
    );
  }
  if (actor === 'director') {
    return fail(
      'BAD_ACTION',
      'The Director does not play cards',
      'Der Turnierleiter spielt keine Karten',
      {},
    );
  }
  const hand = holderOf(play, card);
  const dummy = tableDummy(play);
  const openingMade = play.tricks.length > 0 || play.trick.cards.length > 0;
  if (hand === null || actorFor(play, hand) !== actor || (actor === dummy && openingMade)) {
    const n = names(actor);
    if (actor === dummy && openingMade) {
      return fail(
        'DUMMY_CANNOT_ACT',
        `${n.en} is dummy: declarer plays dummy's cards`,
        `${n.de} ist Dummy: der Alleinspieler spielt die Karten des Dummys`,
        { seat: actor },
      );
    }
    return fail(
      'CARD_NOT_IN_HAND',
      `${card} is not a card ${n.en} can play`,
      `${card} ist keine Karte, die ${n.de} spielen kann`,
      { seat: actor },
    );
  }
  let s = state;
  const d = s.decision;
  const turn = tablePlayTurn(play) as Seat;
  if (d !== null) {
    // Implicit answers: the non-offender plays on (L53A, L55A, L54B, L52B1) or the correct
    // leader, an opponent of the offender, simply leads (L53B).
    let option: string | null = null;
    if (d.kind === 'leadOutOfTurn' && actor === play.declarer) {
      if (hand === lho(d.offender)) option = 'accept';
      else if (hand === turn) return playWithoutDecision(properLeadStands(s), actor, hand, card);
    } else if (d.kind === 'declarerLeadOutOfTurn' && isDefender(play, actor)) {
      if (hand === lho(d.offender)) option = 'accept';
      else if (hand === turn) option = 'refuse';
    } else if (d.kind === 'openingLeadOutOfTurn' && actor === play.declarer && hand === play.declarer) {
      option = 'acceptDeclare';
    } else if (d.kind === 'penaltyCardNotPlayed' && actor === play.declarer) {
      option = 'accept';
    }
    if (option === null || !d.options.includes(option)) return decisionPending(s, actor);
    const answered = resolvePlayDecision(s, option);
    if (!answered.ok) return answered;
    s = answered.value;
    if (s.decision !== null) return decisionPending(s, actor);
  }
  return playWithoutDecision(s, actor, hand, card);
}

/**
 * L53B: declarer, whose lead it was, simply leads from the correct hand after a defender's lead
 * out of turn. The proper lead stands and the card led in error goes back to its owner's hand,
 * not as a penalty card; what it showed is unauthorised for the defenders (L16C).
 */
function properLeadStands(state: TableState): TableState {
  const d = state.decision as Decision;
  const ct = cardText(d.card as Card);
  const s = rule(
    { ...state, decision: null },
    '53B',
    d.offender,
    `Declarer leads from the correct hand: his lead stands and the card led out of turn (${ct}) goes back to the hand`,
    `Der Alleinspieler spielt aus der richtigen Hand aus: sein Ausspiel gilt, die von der falschen Seite ausgespielte Karte (${ct}) geht auf die Hand zurück`,
  );
  return flag(s, '16C', d.offender);
}

function playWithoutDecision(state: TableState, actor: Seat, hand: Seat, card: Card): Result<TableState> {
  const play0 = state.play as TablePlay;
  const turn = tablePlayTurn(play0);
  if (turn === null)
    return fail('PLAY_OVER', 'All 13 tricks have been played', 'Alle 13 Stiche sind gespielt', {
      seat: actor,
    });
  const play = establish(play0, hand, play0.tricks.length);
  let s: TableState = { ...state, play };
  if (hand !== turn) {
    const n = names(hand);
    if (play.trick.cards.length > 0) {
      return fail(
        'PREMATURE_PLAY',
        `It is not ${n.en}'s turn: a card played before one's turn to a trick already led (Law 57) is not ruled in table mode`,
        `${n.de} ist nicht an der Reihe: eine vorzeitig gespielte Karte zu einem schon angespielten Stich (Regel 57) regelt der Tischmodus nicht`,
        { seat: actor },
      );
    }
    if (play.tricks.length === 0) {
      if (!isDefender(play, hand)) {
        return fail(
          'PREMATURE_PLAY',
          'A card from declarer or dummy before the opening lead is a card exposed in the auction period (Laws 24 and 54E), not ruled in table mode',
          'Eine Karte von Alleinspieler oder Dummy vor dem Eröffnungsausspiel ist eine in der Reizperiode gezeigte Karte (Regeln 24 und 54E); der Tischmodus regelt sie nicht',
          { seat: actor },
        );
      }
      return ok(
        ask(s, {
          kind: 'openingLeadOutOfTurn',
          law: '54',
          chooser: play.declarer,
          options: ['acceptDeclare', 'acceptDummy', 'refuse'],
          default: 'acceptDeclare',
          offender: hand,
          card,
        }),
      );
    }
    // L53A: only before the 13th trick may a lead out of turn be treated as correct.
    const last = play.tricks.length === TRICKS_PER_DEAL - 1;
    const options = last ? ['refuse'] : ['accept', 'refuse'];
    const byDefault = last ? 'refuse' : 'accept';
    if (isDefender(play, hand)) {
      return ok(
        ask(s, {
          kind: 'leadOutOfTurn',
          law: '56',
          chooser: play.declarer,
          options,
          default: byDefault,
          offender: hand,
          card,
        }),
      );
    }
    return ok(
      ask(s, {
        kind: 'declarerLeadOutOfTurn',
        law: '55',
        chooser: lho(hand),
        options,
        default: byDefault,
        offender: hand,
        card,
      }),
    );
  }
  const lawful = lawfulPlays(play, hand);
  if (!lawful.includes(card)) {
    if (revokeOf(play, hand, card) === null) {
      // The card follows the suit rules but leaves a penalty card unplayed (L52): declarer's choice.
      s = { ...s, play: putOnTrick(play, hand, card, false) };
      return ok(
        ask(s, {
          kind: 'penaltyCardNotPlayed',
          law: '52',
          chooser: play.declarer,
          options: ['accept', 'refuse'],
          default: 'accept',
          offender: hand,
          card,
        }),
      );
    }
  }
  s = { ...s, play: putOnTrick(play, hand, card, true) };
  return ok(afterCard(s));
}

/** After a card: the end of the play, or the choices that come with the next lead or turn. */
export function afterCard(state: TableState): TableState {
  const play = state.play as TablePlay;
  if (play.tricks.length === TRICKS_PER_DEAL) return finishPlay(state);
  return settle(state);
}

/**
 * Offers the choices due now, one at a time: declarer's lead restriction at the first lead of an
 * offender's partner (L26B), his options when a defender with a major penalty card sees his
 * partner get the lead (L50D2), and his pick among several penalty cards (L51A).
 */
export function settle(state: TableState): TableState {
  if (state.decision !== null || state.phase !== 'play' || state.play === null) return state;
  const play = state.play;
  const turn = tablePlayTurn(play);
  if (turn === null) return state;
  const leading = play.trick.cards.length === 0;
  if (leading && isDefender(play, turn)) {
    const offender = partnerOf(turn);
    if (state.leadBans.includes(offender)) {
      const named = strainsNamed(state.calls, offender);
      const suits = SUITS.filter((suit) => !named.includes(suit));
      const s = { ...state, leadBans: state.leadBans.filter((x) => x !== offender) };
      return ask(s, {
        kind: 'leadRestriction',
        law: '26B',
        chooser: play.declarer,
        options: [...suits.map((suit) => `forbid:${suit}`), 'none'],
        default: 'none',
        offender,
      });
    }
    if (!play.leadChecked) {
      const majors = play.penalty.filter((p) => p.seat === offender && p.kind === 'major');
      const s: TableState = { ...state, play: { ...play, leadChecked: true } };
      if (majors.length > 0) {
        const suits = SUITS.filter((suit) => majors.some((p) => suitOf(p.card) === suit));
        return ask(s, {
          kind: 'penaltyCardLead',
          law: '50D2',
          chooser: play.declarer,
          // L51B2: with penalty cards in several suits, one suit may be required, or one or more forbidden.
          options: [
            ...suits.map((x) => `require:${x}`),
            ...suitGroups(suits).map((group) => `forbid:${group.join('')}`),
            'none',
          ],
          default: 'none',
          offender,
        });
      }
      return settle(s);
    }
  } else if (leading && !play.leadChecked) {
    return settle({ ...state, play: { ...play, leadChecked: true } });
  }
  if (play.designated === null) {
    const lawful = lawfulPlays(play, turn);
    const majors = play.penalty.filter(
      (p) => p.seat === turn && p.kind === 'major' && lawful.includes(p.card),
    );
    if (majors.length >= 2) {
      return ask(state, {
        kind: 'penaltyCardChoice',
        law: '51A',
        chooser: play.declarer,
        options: majors.map((p) => `card:${p.card}`),
        default: `card:${(majors[0] as PenaltyCard).card}`,
        offender: turn,
      });
    }
  }
  return state;
}

/** Every non-empty group of `suits`, smallest first, each in the order of `suits` (L51B2b: "one or more"). */
function suitGroups(suits: readonly Suit[]): Suit[][] {
  const groups: Suit[][] = [];
  for (let mask = 1; mask < 1 << suits.length; mask++)
    groups.push(suits.filter((_, i) => (mask & (1 << i)) !== 0));
  return groups.sort((a, b) => a.length - b.length);
}

/** Applies the answer to a play decision. */
export function resolvePlayDecision(state: TableState, option: string): Result<TableState> {
  const d = state.decision;
  const play0 = state.play;
  if (d === null || play0 === null)
    return fail('NO_DECISION_PENDING', 'Nothing to decide', 'Es gibt nichts zu entscheiden');
  let s: TableState = { ...state, decision: null };
  const off = d.offender;
  const n = names(off);
  const card = d.card as Card;
  const ct = card === undefined ? '' : cardText(card);
  switch (d.kind) {
    case 'openingLeadOutOfTurn': {
      if (option === 'refuse') {
        s = { ...s, play: { ...toPenalty(play0, off, card, 'major'), leadChecked: false } };
        s = rule(
          s,
          '54D',
          off,
          `The opening lead out of turn (${ct}) is not accepted: it becomes a major penalty card and the correct defender leads, with declarer's lead options (L50D2)`,
          `Das falsche Eröffnungsausspiel (${ct}) wird nicht angenommen: die Karte wird große Strafkarte, der richtige Gegenspieler spielt aus, mit den Ausspieloptionen des Alleinspielers (L50D2)`,
        );
        return ok(settle(flag(s, '16C', off)));
      }
      let play = play0;
      if (option === 'acceptDummy') {
        const declarer = partnerOf(play0.declarer);
        play = { ...play0, declarer };
        s = { ...s, contract: s.contract === null ? null : { ...s.contract, declarer } };
        const dn = names(play0.declarer);
        s = rule(
          s,
          '54A',
          off,
          `The opening lead out of turn (${ct}) is accepted; ${dn.en} spreads his hand as dummy and his partner becomes declarer`,
          `Das falsche Eröffnungsausspiel (${ct}) wird angenommen; ${dn.de} legt seine Karten als Dummy auf und sein Partner wird Alleinspieler`,
        );
      } else {
        s = rule(
          s,
          '54B',
          off,
          `The opening lead out of turn (${ct}) is accepted; dummy is spread and declarer plays second, from his own hand`,
          `Das falsche Eröffnungsausspiel (${ct}) wird angenommen; der Dummy wird aufgelegt und der Alleinspieler spielt als Zweiter aus der eigenen Hand`,
        );
      }
      play = { ...play, trick: { leader: off, cards: [] }, directive: null, leadChecked: true };
      return ok(settle({ ...s, play: putOnTrick(play, off, card, true) }));
    }
    case 'leadOutOfTurn':
    case 'declarerLeadOutOfTurn': {
      if (option === 'accept') {
        const play = { ...play0, trick: { leader: off, cards: [] }, directive: null, leadChecked: true };
        s = rule(
          { ...s, play: establish(putOnTrick(play, off, card, true), off, play0.tricks.length) },
          d.kind === 'leadOutOfTurn' ? '53A/56' : '53A/55A',
          off,
          `The lead out of turn (${ct}) is accepted and play goes on from it`,
          `Das Ausspiel von der falschen Seite (${ct}) wird angenommen; das Spiel geht von dort weiter`,
        );
        return ok(afterCard(s));
      }
      if (d.kind === 'declarerLeadOutOfTurn') {
        s = rule(
          s,
          '55A',
          off,
          `Declarer's lead out of turn (${ct}) is not accepted: the card goes back without penalty (L48) and the lead is made from the correct hand`,
          `Das falsche Ausspiel des Alleinspielers (${ct}) wird nicht angenommen: die Karte geht straflos zurück (L48), ausgespielt wird aus der richtigen Hand`,
        );
        return ok(flag(s, '55C', off));
      }
      s = { ...s, play: { ...toPenalty(play0, off, card, 'major'), leadChecked: false } };
      s = rule(
        s,
        '56',
        off,
        `The lead out of turn (${ct}) is not accepted: it becomes a major penalty card and the correct hand leads`,
        `Das Ausspiel von der falschen Seite (${ct}) wird nicht angenommen: die Karte wird große Strafkarte und die richtige Hand spielt aus`,
      );
      return ok(settle(s));
    }
    case 'penaltyCardLead':
    case 'leadRestriction': {
      if (option === 'none') {
        s = rule(
          s,
          d.law,
          off,
          'Declarer makes no lead demand',
          'Der Alleinspieler stellt keine Ausspielforderung',
        );
        return ok(settle(s));
      }
      const [kind, letters] = option.split(':') as ['require' | 'forbid', string];
      const suits = [...letters] as Suit[];
      const leader = tablePlayTurn(play0) as Seat;
      // A second prohibition at the same lead (L26B, then L50D2) adds to the first: both last
      // while the leader keeps the lead.
      const prev = play0.directive;
      const both = prev !== null && prev.leader === leader && prev.kind === 'forbid' && kind === 'forbid';
      let play: TablePlay = {
        ...play0,
        directive: both
          ? { leader, suits: [...new Set([...prev.suits, ...suits])], kind, law: `${prev.law}, ${d.law}` }
          : { leader, suits, kind, law: d.law },
      };
      if (d.kind === 'penaltyCardLead') {
        for (const p of play0.penalty.filter((x) => x.seat === off && suits.includes(suitOf(x.card)))) {
          play = toHand(play, off, p.card);
        }
      }
      const ln = names(leader);
      const su = {
        en: suits.map((x) => SUIT_NAMES.en[x]).join(' and '),
        de: suits.map((x) => SUIT_NAMES.de[x]).join(' und '),
      };
      s = rule(
        { ...s, play },
        d.law,
        leader,
        kind === 'require'
          ? `Declarer requires ${ln.en} to lead ${su.en}${d.kind === 'penaltyCardLead' ? '; the penalty cards in that suit are picked up' : ''}`
          : `Declarer forbids ${ln.en} to lead ${su.en} for as long as he keeps the lead${d.kind === 'penaltyCardLead' ? '; the penalty cards in that suit are picked up' : ''}`,
        kind === 'require'
          ? `Der Alleinspieler verlangt von ${ln.de} ${su.de}${d.kind === 'penaltyCardLead' ? '; die Strafkarten dieser Farbe werden aufgenommen' : ''}`
          : `Der Alleinspieler verbietet ${ln.de} ${su.de}, solange er am Ausspiel bleibt${d.kind === 'penaltyCardLead' ? '; die Strafkarten dieser Farbe werden aufgenommen' : ''}`,
      );
      return ok(settle(s));
    }
    case 'penaltyCardChoice': {
      const chosen = option.slice('card:'.length) as Card;
      s = {
        ...s,
        play: { ...play0, designated: { seat: off, card: chosen } },
      };
      return ok(
        rule(
          s,
          '51A',
          off,
          `Declarer names ${cardText(chosen)} as the penalty card ${n.en} must play now`,
          `Der Alleinspieler bestimmt ${cardText(chosen)} als die Strafkarte, die ${n.de} jetzt spielen muss`,
        ),
      );
    }
    case 'penaltyCardNotPlayed': {
      if (option === 'accept') {
        s = rule(
          s,
          '52B1',
          off,
          `Declarer accepts ${ct}; the penalty card stays on the table`,
          `Der Alleinspieler nimmt ${ct} an; die Strafkarte bleibt liegen`,
        );
        return ok(afterCard({ ...s, play: completeTrick(play0) }));
      }
      // L52B2: the penalty card replaces the card played, which becomes a major penalty card.
      const back: TablePlay = {
        ...play0,
        trick: { leader: play0.trick.leader, cards: play0.trick.cards.slice(0, -1) },
      };
      const withPenalty = toPenalty(
        { ...back, hands: { ...back.hands, [off]: [...back.hands[off], card] } as Deal },
        off,
        card,
        'major',
      );
      const required = lawfulPlays(withPenalty, off).find(
        (c) => c !== card && withPenalty.penalty.some((p) => p.card === c),
      );
      if (required === undefined) {
        return fail(
          'BAD_OPTION',
          'There is no penalty card to play instead',
          'Es gibt keine Strafkarte, die stattdessen zu spielen wäre',
        );
      }
      const play = putOnTrick(withPenalty, off, required, true);
      s = rule(
        { ...s, play },
        '52B2',
        off,
        `Declarer does not accept ${ct}: the penalty card ${cardText(required)} is played instead and ${ct} becomes a major penalty card`,
        `Der Alleinspieler nimmt ${ct} nicht an: stattdessen wird die Strafkarte ${cardText(required)} gespielt und ${ct} wird große Strafkarte`,
      );
      return ok(afterCard(s));
    }
    default:
      return fail('BAD_OPTION', 'Not a play decision', 'Keine Entscheidung des Spiels');
  }
}

/** A defender's card exposed (dropped, shown, played two at once): it becomes a penalty card (L49, L50B). */
export function tableExpose(
  state: TableState,
  actor: TableActor,
  card: Card,
  deliberate: boolean,
): Result<TableState> {
  const play = state.play;
  if (play === null || state.phase !== 'play') {
    return fail(
      'WRONG_PHASE',
      'Cards become penalty cards only in the play period',
      'Strafkarten gibt es nur in der Spielperiode',
      at(actor),
    );
  }
  if (state.decision !== null) return decisionPending(state, actor);
  if (!isCard(card)) {
    return fail(
      'BAD_CARD',
      `"${String(card)}" is not a card (write it like SA or HT)`,
      `"${String(card)}" ist keine Karte (Schreibweise z. B. SA oder HT)`,
      at(actor),
    );
  }
  const seat = SEATS.find((x) => play.hands[x].includes(card));
  if (seat === undefined || (actor !== 'director' && actor !== seat)) {
    return fail(
      'CARD_NOT_IN_HAND',
      `${card} is not in a concealed hand of that player`,
      `${card} ist nicht verdeckt in der Hand dieses Spielers`,
      at(actor),
    );
  }
  if (!isDefender(play, seat)) {
    return fail(
      'NOT_A_PENALTY_CARD',
      "Declarer's and dummy's exposed cards never become penalty cards (Law 48): nothing to record",
      'Gezeigte Karten von Alleinspieler und Dummy werden nie Strafkarten (Regel 48): nichts einzutragen',
      at(actor),
    );
  }
  const kind = deliberate || isHonour(card) ? 'major' : 'minor';
  // A penalty card exposed while its owner's partner is about to lead brings declarer's L50D2 options now.
  const leadDue = play.trick.cards.length === 0;
  let s: TableState = {
    ...state,
    play: { ...toPenalty(play, seat, card, kind), leadChecked: leadDue ? false : play.leadChecked },
  };
  const k = (s.play as TablePlay).penalty.find((p) => p.card === card)?.kind ?? kind;
  const n = names(seat);
  s = rule(
    s,
    '50B',
    seat,
    `${cardText(card)} exposed by ${n.en} becomes a ${k} penalty card`,
    `${cardText(card)}, gezeigt von ${n.de}, wird ${k === 'major' ? 'große' : 'kleine'} Strafkarte`,
  );
  return ok(settle(flag(s, '50E', seat)));
}

/**
 * Someone draws attention to a revoke (L62): if one is not yet established it is corrected now.
 * The revoke card goes back (a defender's becomes a major penalty card), cards played after it
 * go back to their hands (the offender's partner's, if a defender's, as a major penalty card,
 * L62C2), and the offender plays again.
 */
export function tableNoticeRevoke(state: TableState, actor: TableActor): Result<TableState> {
  const play = state.play;
  if (play === null || state.phase !== 'play') {
    return fail(
      'WRONG_PHASE',
      'Revokes are corrected during the play',
      'Revokes werden während des Spiels berichtigt',
      at(actor),
    );
  }
  if (state.decision !== null) return decisionPending(state, actor);
  if (actor === tableDummy(play)) {
    const n = names(actor);
    return fail(
      'DUMMY_CANNOT_ACT',
      `${n.en} is dummy and may not draw attention to an irregularity during the play (Law 9A4)`,
      `${n.de} ist Dummy und darf während des Spiels nicht auf eine Regelwidrigkeit hinweisen (Regel 9A4)`,
      { seat: actor },
    );
  }
  const open = play.revokes.filter((r) => !r.established && !r.corrected);
  const r = open[0];
  if (r === undefined || r.trick < play.tricks.length - 1) {
    if (play.revokes.some((x) => x.established && !x.corrected)) {
      return fail(
        'REVOKE_ESTABLISHED',
        'The revoke is established and can no longer be corrected; the trick adjustment follows at the end of play (Law 64)',
        'Der Revoke ist vollendet und kann nicht mehr berichtigt werden; der Stichausgleich folgt am Ende des Spiels (Regel 64)',
        at(actor),
      );
    }
    return fail(
      'NO_REVOKE',
      'There is no revoke to correct',
      'Es gibt keinen Revoke zu berichtigen',
      at(actor),
    );
  }
  const giveBack: { seat: Seat; card: Card }[] = [];
  let tricks = play.tricks;
  let cards = play.trick.cards;
  let leader = play.trick.leader;
  if (r.trick === play.tricks.length - 1) {
    const done = play.tricks[r.trick] as PlayedTrick;
    play.trick.cards.forEach((c, i) => {
      giveBack.push({ seat: seatAfter(play.trick.leader, i), card: c });
    });
    tricks = play.tricks.slice(0, -1);
    cards = done.cards;
    leader = done.leader;
  }
  const k = cards.indexOf(r.card);
  let next: TablePlay = { ...play, tricks, trick: { leader, cards: cards.slice(0, k) }, designated: null };
  const offenderIsDefender = isDefender(play, r.seat);
  cards.slice(k + 1).forEach((c, i) => {
    giveBack.push({ seat: seatAfter(leader, k + 1 + i), card: c });
  });
  for (const g of giveBack) {
    const partnerDefender = g.seat === partnerOf(r.seat) && offenderIsDefender;
    next = partnerDefender
      ? toPenalty(toHand(next, g.seat, g.card), g.seat, g.card, 'major')
      : toHand(next, g.seat, g.card);
  }
  next = toHand(next, r.seat, r.card);
  // L62B: a card from a defender's concealed hand becomes a major penalty card; a penalty card
  // played in the revoke goes back to being the penalty card it was (L62B2).
  if (offenderIsDefender) next = toPenalty(next, r.seat, r.card, r.fromPenalty ?? 'major');
  next = {
    ...next,
    // Cards taken back take their own revokes with them (a later revoke in the same trick).
    revokes: play.revokes.map((x) =>
      x === r || (!x.corrected && giveBack.some((g) => g.card === x.card)) ? { ...x, corrected: true } : x,
    ),
    leadChecked: true,
  };
  const n = names(r.seat);
  let s: TableState = { ...state, play: next };
  s = rule(
    s,
    '62',
    r.seat,
    offenderIsDefender
      ? `${n.en}'s revoke (${cardText(r.card)}) is corrected before it is established: the card becomes a major penalty card and ${n.en} plays a legal card; cards played after it may be changed`
      : `${n.en}'s revoke (${cardText(r.card)}) is corrected before it is established: the card goes back without penalty and a legal card is played; cards played after it may be changed`,
    offenderIsDefender
      ? `Der Revoke von ${n.de} (${cardText(r.card)}) wird vor der Vollendung berichtigt: die Karte wird große Strafkarte und ${n.de} spielt eine regelgerechte Karte; danach gespielte Karten dürfen geändert werden`
      : `Der Revoke von ${n.de} (${cardText(r.card)}) wird vor der Vollendung berichtigt: die Karte geht straflos zurück und eine regelgerechte Karte wird gespielt; danach gespielte Karten dürfen geändert werden`,
  );
  return ok(settle(flag(s, '62B', r.seat)));
}

/**
 * Ends the play: a revoke on the 12th trick is corrected even if established (L62D) — the
 * offender's two last cards change places and the last two tricks are scored again.
 */
export function finishPlay(state: TableState): TableState {
  let play = state.play as TablePlay;
  let s = state;
  for (const r of play.revokes) {
    if (r.trick !== TRICKS_PER_DEAL - 2 || r.corrected) continue;
    const t12 = play.tricks[11] as PlayedTrick;
    const t13 = play.tricks[12] as PlayedTrick;
    const i12 = t12.cards.indexOf(r.card);
    const i13 = (SEATS.indexOf(r.seat) - SEATS.indexOf(t13.leader) + 4) % 4;
    const other = t13.cards[i13] as Card;
    const cards12 = t12.cards.map((c, i) => (i === i12 ? other : c));
    const winner12 = trickWinner(cards12, t12.leader, play.strain);
    const bySeat = new Map<Seat, Card>(
      t13.cards.map((c, i) => [seatAfter(t13.leader, i), i === i13 ? r.card : c]),
    );
    const cards13 = [0, 1, 2, 3].map((i) => bySeat.get(seatAfter(winner12, i)) as Card);
    const winner13 = trickWinner(cards13, winner12, play.strain);
    play = {
      ...play,
      tricks: [
        ...play.tricks.slice(0, 11),
        { leader: t12.leader, cards: cards12, winner: winner12 },
        { leader: winner12, cards: cards13, winner: winner13 },
      ],
      revokes: play.revokes.map((x) => (x === r ? { ...x, corrected: true } : x)),
    };
    const n = names(r.seat);
    s = rule(
      { ...s, play },
      '62D',
      r.seat,
      `${n.en}'s revoke on the 12th trick is corrected: ${n.en} plays ${cardText(other)} to it and ${cardText(r.card)} to the last trick; no tricks are transferred`,
      `Der Revoke von ${n.de} im 12. Stich wird berichtigt: ${n.de} spielt ${cardText(other)} in diesen Stich und ${cardText(r.card)} in den letzten; es werden keine Stiche übertragen`,
    );
  }
  return { ...s, play, phase: 'over' };
}
