import { formatHand, parseHand } from '../cards/notation.js';
import { type Card, SEATS, type Seat, type Suit, seatAfter } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { formatWhistBid, parseWhistBid, type WhistBid } from './bid.js';
import { BIG_JOKER, type Direction, isJoker, LITTLE_JOKER, sortWhistCards, type WhistCard } from './cards.js';
import {
  applyWhistAction,
  replayWhistHand,
  type WhistAction,
  type WhistEvent,
  type WhistSetup,
  type WhistState,
  whistHandResult,
  whistTurn,
} from './hand.js';
import { type BidWhistRules, DEFAULT_WHIST_RULES, WHIST_OPTION_NAMES, whistRules } from './rules.js';

// WHN, the Whist Hand Notation: a hand of Bid Whist as PBN-like tag pairs, one per line, so a
// hand can be stored, mailed, read by people and played back through the engine (every bid and
// card is checked again on import). The format is described in docs/bid-whist.md.
//
//   [Game "BidWhist"]
//   [Options "declarerLeads=true singleNoTrump=true"]      only the rules that differ from the defaults
//   [Dealer "N"]
//   [Deal "E:AK2.QJ9.T98.7654.B ..."]                      four hands clockwise from the named seat
//   [Kitty "..."]
//   [Bidding "pass 4U pass 4NT"]                           from dealer's left
//   [Declaration "NT downtown"]                            or "H" (a trump suit; the bid gives the direction)
//   [Discard "..."]
//   [Play "SA S2 S5 SK ..."]                               cards in the order played
//   [Score "NS 8 EW 0"]                                    written for people; checked when read
//
// A hand is written like a PBN hand, spades to clubs, with a fifth group for the jokers
// (B = big, L = little): 'AK2.QJ9.T98.7654.BL'. The fifth group may be left out when empty.

/** Writes a set of whist cards: 'AK2.QJ9.T98.7654.BL' (the joker group only when `jokers`). */
export function formatWhistCards(cards: readonly WhistCard[], jokers = true): string {
  const plain = formatHand(cards.filter((c): c is Card => !isJoker(c)));
  if (!jokers) return plain;
  return `${plain}.${cards.includes(BIG_JOKER) ? 'B' : ''}${cards.includes(LITTLE_JOKER) ? 'L' : ''}`;
}

/** Reads a set of whist cards written as by `formatWhistCards` (the joker group optional). */
export function parseWhistCards(text: string): Result<WhistCard[]> {
  const trimmed = String(text).trim();
  const groups = trimmed.split('.');
  const bad = (why: string, whyDe: string) =>
    fail<never>(
      'BAD_HAND',
      `"${trimmed}" is not a whist hand: ${why}`,
      `"${trimmed}" ist keine Whist-Hand: ${whyDe}`,
    );
  if (groups.length !== 4 && groups.length !== 5) {
    return bad(
      'it needs four suits and the jokers, separated by dots (S.H.D.C.J)',
      'es braucht vier Farben und die Joker, durch Punkte getrennt (Pik.Coeur.Karo.Treff.Joker)',
    );
  }
  const plain = parseHand(groups.slice(0, 4).join('.'), { strict: false });
  if (!plain.ok) return bad(plain.error.message, plain.error.messageDe);
  const cards: WhistCard[] = [...plain.value];
  for (const ch of (groups[4] ?? '').toUpperCase()) {
    const joker = ch === 'B' ? BIG_JOKER : ch === 'L' ? LITTLE_JOKER : null;
    if (joker === null) return bad(`"${ch}" is not a joker (B or L)`, `"${ch}" ist kein Joker (B oder L)`);
    if (cards.includes(joker)) return bad(`${joker} appears twice`, `${joker} kommt doppelt vor`);
    cards.push(joker);
  }
  return ok(sortWhistCards(cards));
}

function optionsText(rules: BidWhistRules): string {
  return WHIST_OPTION_NAMES.filter((name) => rules[name] !== DEFAULT_WHIST_RULES[name])
    .map((name) => `${name}=${String(rules[name])}`)
    .join(' ');
}

function declarationText(trump: Suit | null, direction: Direction): string {
  return trump === null ? `NT ${direction}` : trump;
}

/** Writes a hand (finished or not) as WHN text. */
export function formatWhn(state: WhistState): string {
  const { setup } = state;
  const jokers = !setup.rules.noJokers;
  const first = seatAfter(setup.dealer, 1);
  const hands = [0, 1, 2, 3].map((i) => formatWhistCards(setup.hands[seatAfter(first, i)], jokers)).join(' ');
  const tags: [string, string][] = [
    ['Game', 'BidWhist'],
    ['Options', optionsText(setup.rules)],
    ['Dealer', setup.dealer],
    ['Deal', `${first}:${hands}`],
    ['Kitty', formatWhistCards(setup.kitty, jokers)],
    ['Bidding', state.bids.map((b) => (b.bid === null ? 'pass' : formatWhistBid(b.bid))).join(' ')],
  ];
  const d = state.contract?.declaration;
  if (d != null) tags.push(['Declaration', declarationText(d.trump, d.direction)]);
  if (state.discard !== null && setup.kitty.length > 0)
    tags.push(['Discard', formatWhistCards(state.discard, jokers)]);
  const played = state.events.flatMap((e) => (e.type === 'play' ? [e.card] : []));
  if (played.length > 0 || state.phase === 'play') tags.push(['Play', played.join(' ')]);
  const result = whistHandResult(state);
  if (result !== null) {
    tags.push(['Score', result.passedOut ? 'passed out' : `NS ${result.points.NS} EW ${result.points.EW}`]);
  }
  return `${tags.map(([name, value]) => `[${name} "${value}"]`).join('\n')}\n`;
}

/** A WHN record read back: the setup and the events that replay it. */
export interface WhnRecord {
  readonly setup: WhistSetup;
  readonly events: readonly WhistEvent[];
}

function syntax(line: number, why: string, whyDe: string): Result<never> {
  return fail('WHN_SYNTAX', `WHN line ${line}: ${why}`, `WHN Zeile ${line}: ${whyDe}`, { line });
}

function badValue(tag: string, line: number, why: string, whyDe: string): Result<never> {
  return fail(
    'WHN_BAD_VALUE',
    `WHN tag ${tag} (line ${line}): ${why}`,
    `WHN-Tag ${tag} (Zeile ${line}): ${whyDe}`,
    { line },
  );
}

function parseOptions(text: string, line: number): Result<BidWhistRules> {
  const options: Record<string, unknown> = {};
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const m = /^(\w+)=(.+)$/.exec(word);
    if (m === null)
      return badValue('Options', line, `"${word}" is not name=value`, `"${word}" ist nicht Name=Wert`);
    const raw = m[2] as string;
    options[m[1] as string] =
      raw === 'true'
        ? true
        : raw === 'false'
          ? false
          : raw === 'null'
            ? null
            : /^\d+$/.test(raw)
              ? Number(raw)
              : raw;
  }
  const rules = whistRules(options);
  return rules.ok ? rules : badValue('Options', line, rules.error.message, rules.error.messageDe);
}

/**
 * Reads WHN text and plays it back through the engine: every bid, the declaration, the discard
 * and every card are checked again. WHN_SYNTAX for a malformed line, WHN_BAD_VALUE for a tag
 * whose value is wrong or illegal where it stands (with the line number).
 */
export function parseWhn(text: string): Result<WhnRecord & { readonly state: WhistState }> {
  const tags = new Map<string, { value: string; line: number }>();
  for (const [i, raw] of String(text).split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('%') || line.startsWith(';')) continue;
    const m = /^\[(\w+)\s+"([^"]*)"\]$/.exec(line);
    if (m === null)
      return syntax(i + 1, 'expected a tag like [Name "value"]', 'erwartet wird ein Tag wie [Name "Wert"]');
    if (tags.has(m[1] as string))
      return syntax(i + 1, `tag ${m[1]} appears twice`, `Tag ${m[1]} kommt doppelt vor`);
    tags.set(m[1] as string, { value: m[2] as string, line: i + 1 });
  }
  for (const need of ['Game', 'Dealer', 'Deal', 'Kitty']) {
    if (!tags.has(need))
      return fail('WHN_SYNTAX', `WHN: the tag ${need} is missing`, `WHN: das Tag ${need} fehlt`);
  }
  const game = tags.get('Game') as { value: string; line: number };
  if (game.value !== 'BidWhist')
    return badValue('Game', game.line, 'must be "BidWhist"', 'muss "BidWhist" sein');
  const opt = tags.get('Options');
  const rules = parseOptions(opt?.value ?? '', opt?.line ?? 0);
  if (!rules.ok) return rules;
  const dealerTag = tags.get('Dealer') as { value: string; line: number };
  if (!(SEATS as readonly string[]).includes(dealerTag.value)) {
    return badValue(
      'Dealer',
      dealerTag.line,
      `"${dealerTag.value}" is not a seat`,
      `"${dealerTag.value}" ist kein Sitz`,
    );
  }
  const dealer = dealerTag.value as Seat;
  const dealTag = tags.get('Deal') as { value: string; line: number };
  const dm = /^([NESW]):\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)$/.exec(dealTag.value.trim());
  if (dm === null)
    return badValue(
      'Deal',
      dealTag.line,
      'write "N:hand hand hand hand"',
      'Schreibweise "N:Hand Hand Hand Hand"',
    );
  const hands = {} as Record<Seat, WhistCard[]>;
  for (let i = 0; i < 4; i++) {
    const cards = parseWhistCards(dm[i + 2] as string);
    if (!cards.ok) return badValue('Deal', dealTag.line, cards.error.message, cards.error.messageDe);
    hands[seatAfter(dm[1] as Seat, i)] = cards.value;
  }
  const kittyTag = tags.get('Kitty') as { value: string; line: number };
  const kitty = kittyTag.value.trim() === '' ? ok<WhistCard[]>([]) : parseWhistCards(kittyTag.value);
  if (!kitty.ok) return badValue('Kitty', kittyTag.line, kitty.error.message, kitty.error.messageDe);
  const setup: WhistSetup = { rules: rules.value, dealer, hands, kitty: kitty.value };
  const start = replayWhistHand(setup, []);
  if (!start.ok) return badValue('Deal', dealTag.line, start.error.message, start.error.messageDe);

  // Turn the move tags into actions and play them through the engine one by one.
  let state = start.value;
  const events: WhistEvent[] = [];
  const act = (tag: string, line: number, action: WhistAction): Result<true> => {
    const seat = whistTurn(state);
    if (seat === null) return badValue(tag, line, 'the hand is already over', 'das Spiel ist schon beendet');
    const next = applyWhistAction(state, seat, action);
    if (!next.ok) return badValue(tag, line, next.error.message, next.error.messageDe);
    state = next.value.state;
    events.push(next.value.event);
    return ok(true);
  };
  const bidding = tags.get('Bidding');
  for (const word of (bidding?.value ?? '').split(/\s+/).filter((w) => w !== '')) {
    const line = bidding?.line ?? 0;
    let action: WhistAction;
    if (word.toLowerCase() === 'pass' || word === '-') action = { type: 'pass' };
    else {
      const bid = parseWhistBid(word);
      if (!bid.ok) return badValue('Bidding', line, bid.error.message, bid.error.messageDe);
      action = { type: 'bid', bid: bid.value as WhistBid };
    }
    const done = act('Bidding', line, action);
    if (!done.ok) return done;
  }
  const decl = tags.get('Declaration');
  if (decl !== undefined) {
    const m = /^\s*(?:([SHDC])|NT\s+(uptown|downtown))\s*$/i.exec(decl.value);
    const high = state.high;
    if (m === null || high === null) {
      return badValue(
        'Declaration',
        decl.line,
        'write a trump suit (S, H, D, C) or "NT uptown" / "NT downtown"',
        'Schreibweise: Trumpffarbe (S, H, D, C) oder "NT uptown" / "NT downtown"',
      );
    }
    const trump = m[1] === undefined ? null : (m[1].toUpperCase() as Suit);
    const direction: Direction =
      trump === null
        ? ((m[2] as string).toLowerCase() as Direction)
        : high.bid.type === 'downtown'
          ? 'downtown'
          : 'uptown';
    const done = act('Declaration', decl.line, { type: 'declare', trump, direction });
    if (!done.ok) return done;
  }
  const discard = tags.get('Discard');
  if (discard !== undefined) {
    const cards = parseWhistCards(discard.value);
    if (!cards.ok) return badValue('Discard', discard.line, cards.error.message, cards.error.messageDe);
    const done = act('Discard', discard.line, { type: 'discard', cards: cards.value });
    if (!done.ok) return done;
  }
  const play = tags.get('Play');
  for (const word of (play?.value ?? '').split(/\s+/).filter((w) => w !== '')) {
    const done = act('Play', play?.line ?? 0, { type: 'play', card: word.toUpperCase() as WhistCard });
    if (!done.ok) return done;
  }
  const score = tags.get('Score');
  if (score !== undefined) {
    const result = whistHandResult(state);
    const expected =
      result === null
        ? null
        : result.passedOut
          ? 'passed out'
          : `NS ${result.points.NS} EW ${result.points.EW}`;
    if (expected !== score.value.trim()) {
      return badValue(
        'Score',
        score.line,
        `the play gives "${expected ?? 'no score yet'}"`,
        `das Spiel ergibt "${expected ?? 'noch keine Wertung'}"`,
      );
    }
  }
  return ok({ setup, events, state });
}
