import { isCall } from '../bridge/auction.js';
import {
  ALL_BIDS,
  type Bid,
  bidRank,
  type Call,
  callsEqual,
  DOUBLE,
  PASS,
  REDOUBLE,
} from '../bridge/call.js';
import type { ContractWithDeclarer, Risk } from '../bridge/contract.js';
import { lho, partnerOf, rho, SEATS, type Seat, type Strain, sideOf } from '../cards/types.js';
import { fail, ok, type Result } from '../errors.js';
import { ask, callText, decisionPending, flag, names, rule } from './common.js';
import type { PendingReplacement, PlacedCall, TableActor, TableState } from './types.js';

// The auction of a table-mode board (spec §2.1, §2.2): insufficient bids (L27), calls out of
// rotation (L28-L32) and the pass duties and lead restrictions (L26B) they leave behind. Calls
// are kept with their seats, because an accepted call out of rotation makes the skipped players
// lose their turn: the seat of a call no longer follows from its position.

/** Where the auction stands: over (with or without a contract) or whose turn it is. */
export interface TableAuctionStatus {
  readonly over: boolean;
  readonly passedOut: boolean;
  readonly turn: Seat | null;
}

/**
 * The auction's status from its calls. It ends when, after the last bid, double or redouble, each
 * of the other three players has passed, or when all four passed without a bid (L22A). When three
 * passes follow but a player lost his turn to a pass out of rotation, the auction goes back to him
 * (L17E2/L34).
 */
export function tableAuctionStatus(dealer: Seat, calls: readonly PlacedCall[]): TableAuctionStatus {
  const last = calls[calls.length - 1];
  if (last === undefined) return { over: false, passedOut: false, turn: dealer };
  let lastAction = -1;
  for (let i = calls.length - 1; i >= 0; i--) {
    if ((calls[i] as PlacedCall).call.type !== 'pass') {
      lastAction = i;
      break;
    }
  }
  const passed = new Set(calls.slice(lastAction + 1).map((c) => c.seat));
  const passes = calls.length - lastAction - 1;
  if (lastAction < 0) {
    if (passed.size === 4) return { over: true, passedOut: true, turn: null };
    const missing = passes >= 4 ? rotationFrom(dealer).find((s) => !passed.has(s)) : undefined;
    return { over: false, passedOut: false, turn: missing ?? lho(last.seat) };
  }
  const actor = (calls[lastAction] as PlacedCall).seat;
  const others = rotationFrom(lho(actor)).slice(0, 3);
  if (others.every((s) => passed.has(s))) return { over: true, passedOut: false, turn: null };
  const missing = passes >= 3 ? others.find((s) => !passed.has(s)) : undefined;
  return { over: false, passedOut: false, turn: missing ?? lho(last.seat) };
}

function rotationFrom(seat: Seat): Seat[] {
  const i = SEATS.indexOf(seat);
  return [0, 1, 2, 3].map((k) => SEATS[(i + k) % 4] as Seat);
}

/** The last bid standing (accepted insufficient bids included: later bids must beat it, L27A1). */
export function tableLastBid(calls: readonly PlacedCall[]): (PlacedCall & { readonly call: Bid }) | null {
  for (let i = calls.length - 1; i >= 0; i--) {
    const c = calls[i] as PlacedCall;
    if (c.call.type === 'bid') return c as PlacedCall & { readonly call: Bid };
  }
  return null;
}

/** The contract the calls make: last bid, its doubling, and the first of that side to name the strain. */
export function tableContract(calls: readonly PlacedCall[]): ContractWithDeclarer | null {
  const last = tableLastBid(calls);
  if (last === null) return null;
  const index = calls.lastIndexOf(last);
  let risk: Risk = '';
  for (const c of calls.slice(index + 1)) {
    if (c.call.type === 'double') risk = 'X';
    else if (c.call.type === 'redouble') risk = 'XX';
  }
  const side = sideOf(last.seat);
  const first = calls.find(
    (c) => c.call.type === 'bid' && c.call.strain === last.call.strain && sideOf(c.seat) === side,
  ) as PlacedCall;
  return { level: last.call.level, strain: last.call.strain, risk, declarer: first.seat };
}

/** True when `call` by `seat` would be a sufficient bid, a pass, or a double or redouble allowed by L19. */
export function isLegalTableCall(calls: readonly PlacedCall[], seat: Seat, call: Call): boolean {
  if (call.type === 'pass') return true;
  if (call.type === 'bid') {
    const last = tableLastBid(calls);
    return last === null || bidRank(call) > bidRank(last.call);
  }
  const lastAction = [...calls].reverse().find((c) => c.call.type !== 'pass');
  if (lastAction === undefined || sideOf(lastAction.seat) === sideOf(seat)) return false;
  return call.type === 'double' ? lastAction.call.type === 'bid' : lastAction.call.type === 'double';
}

/** The calls `seat` may make now by the Laws (pass duties and a call to repeat included); empty when not on turn. */
export function tableLegalCalls(state: TableState, seat: Seat): Call[] {
  const status = tableAuctionStatus(state.setup.dealer, state.calls);
  if (state.phase !== 'auction' || state.decision !== null || status.turn !== seat) return [];
  if (state.duties.some((d) => d.seat === seat)) return [PASS];
  if (state.repeat !== null && state.repeat.seat === seat) return [state.repeat.call];
  const calls = [PASS, DOUBLE, REDOUBLE, ...ALL_BIDS].filter((c) => isLegalTableCall(state.calls, seat, c));
  return calls;
}

/** The strains `seat` named in the legal auction (for the lead restriction of L26B). */
export function strainsNamed(calls: readonly PlacedCall[], seat: Seat): Strain[] {
  return [
    ...new Set(calls.flatMap((c) => (c.seat === seat && c.call.type === 'bid' ? [c.call.strain] : []))),
  ];
}

function lowestSufficientInStrain(calls: readonly PlacedCall[], strain: Strain): Bid | null {
  const last = tableLastBid(calls);
  const floor = last === null ? -1 : bidRank(last.call);
  return ALL_BIDS.find((b) => b.strain === strain && bidRank(b) > floor) ?? null;
}

function appendCall(state: TableState, placed: PlacedCall): TableState {
  const duties = state.duties.filter(
    (d) => !(d.seat === placed.seat && d.until === 'nextTurn' && placed.call.type === 'pass'),
  );
  return { ...state, calls: [...state.calls, placed], duties };
}

/**
 * A call by `seat` in table mode: in turn and legal, it stands; insufficient, out of rotation or
 * a replacement the Laws judge, it opens the matching decision. Returns the new state (the caller
 * appends the event) or why the call cannot even be recorded.
 */
export function tableCall(state: TableState, seat: Seat, call: Call): Result<TableState> {
  if (!isCall(call)) {
    return fail(
      'BAD_CALL',
      'That is not a call (pass, a bid 1C..7NT, double or redouble)',
      'Das ist keine Ansage (Passe, ein Gebot 1♣..7SA, Kontra oder Rekontra)',
      { seat },
    );
  }
  const canonical: Call =
    call.type === 'bid' ? { type: 'bid', level: call.level, strain: call.strain } : { type: call.type };
  let s = state;
  const status = tableAuctionStatus(s.setup.dealer, s.calls);
  const d = s.decision;
  if (d !== null) {
    // L28B: the player whose turn it was calls before the rectification: his call is in rotation
    // and the call out of rotation is cancelled. L27A1, L29A: the offender's LHO calls over the
    // irregular call and so accepts it.
    if (d.kind === 'callOutOfRotation' && seat === status.turn) {
      const n = names(d.offender);
      s = rule(
        { ...s, decision: null },
        '28B',
        d.offender,
        `${n.en}'s call out of rotation is cancelled: the player on turn called (no rectification; the information is unauthorised, L16C)`,
        `Die Ansage außer Reihenfolge von ${n.de} ist aufgehoben: der Spieler am Zug hat angesagt (keine Berichtigung; die Information ist unerlaubt, L16C)`,
      );
      s = flag(s, '16C', d.offender);
    } else if (
      (d.kind === 'insufficientBid' || d.kind === 'callOutOfRotation') &&
      seat === d.chooser &&
      d.options.includes('accept')
    ) {
      const accepted = resolveAuctionDecision(s, 'accept');
      if (!accepted.ok) return accepted;
      s = accepted.value;
    } else {
      return decisionPending(s, seat);
    }
  }
  return callWithoutDecision(s, seat, canonical);
}

function callWithoutDecision(state: TableState, seat: Seat, call: Call): Result<TableState> {
  let s = state;
  let status = tableAuctionStatus(s.setup.dealer, s.calls);
  if (status.over) {
    return fail('AUCTION_OVER', 'The auction is over', 'Die Reizung ist beendet', { seat });
  }
  const turn = status.turn as Seat;
  if (seat !== turn) {
    const duty = s.duties.find((x) => x.seat === turn);
    if (duty !== undefined && seat === lho(turn)) {
      // L28A: the RHO had to pass; calling without waiting for that pass counts as in rotation.
      s = appendCall(s, { seat: turn, call: PASS });
      const n = names(turn);
      s = rule(
        s,
        '28A',
        turn,
        `${n.en} had to pass: the pass is recorded and the next call counts as in rotation`,
        `${n.de} musste passen: die Passe wird eingetragen und die folgende Ansage gilt als in Reihenfolge`,
      );
      status = tableAuctionStatus(s.setup.dealer, s.calls);
      if (status.over) {
        // That pass closed the auction: the call made after it is cancelled (L39).
        const t = callText(call);
        return ok(
          advanceAuction(
            rule(
              s,
              '39',
              seat,
              `The auction ended with that pass: ${t.en} is cancelled`,
              `Die Reizung endete mit dieser Passe: ${t.de} ist aufgehoben`,
            ),
          ),
        );
      }
    } else {
      const last = s.calls[s.calls.length - 1];
      if (last !== undefined && last.seat === seat) {
        return fail(
          'CHANGE_OF_CALL',
          'A second call before the next player has called is a change of call (Law 25), which table mode does not rule',
          'Eine zweite Ansage, bevor der nächste Spieler angesagt hat, ist eine Änderung der Ansage (Regel 25); der Tischmodus regelt sie nicht',
          { seat },
        );
      }
      const legal = isLegalTableCall(s.calls, seat, call);
      const mayAccept = call.type === 'pass' || call.type === 'bid' || legal;
      return ok(
        ask(s, {
          kind: 'callOutOfRotation',
          law: call.type === 'pass' ? '30' : call.type === 'bid' ? '31' : '32',
          chooser: lho(seat),
          options: mayAccept ? ['accept', 'refuse'] : ['refuse'],
          default: 'refuse',
          offender: seat,
          call,
        }),
      );
    }
  }
  if (s.duties.some((x) => x.seat === seat) && call.type !== 'pass') {
    const n = names(seat);
    return fail(
      'MUST_PASS',
      `${n.en} must pass now (a rectification of an earlier irregularity); other calls are inadmissible (Law 37, not ruled in table mode)`,
      `${n.de} muss jetzt passen (Berichtigung einer früheren Regelwidrigkeit); andere Ansagen sind unzulässig (Regel 37, im Tischmodus nicht geregelt)`,
      { seat },
    );
  }
  if (s.repeat !== null && s.repeat.seat === seat && s.duties.some((x) => x.seat === seat)) {
    // A pass the Laws impose comes before repeating a call: the repeat lapses.
    s = { ...s, repeat: null, replacement: null };
  }
  if (s.repeat !== null && s.repeat.seat === seat) {
    if (!callsEqual(call, s.repeat.call)) {
      const t = callText(s.repeat.call);
      return fail(
        'MUST_REPEAT_CALL',
        `The offender must repeat his call out of rotation (${t.en}), Laws 31A1 and 32B1`,
        `Der Schuldige muss seine Ansage außer Reihenfolge (${t.de}) wiederholen, Regeln 31A1 und 32B1`,
        { seat },
      );
    }
    s = appendCall({ ...s, repeat: null, replacement: null }, { seat, call });
    const t = callText(call);
    s = rule(
      s,
      call.type === 'bid' ? '31A1' : '32B1',
      seat,
      `${t.en} repeated in rotation: no further rectification`,
      `${t.de} in Reihenfolge wiederholt: keine weitere Berichtigung`,
    );
    return ok(advanceAuction(s));
  }
  if (call.type === 'double' || call.type === 'redouble') {
    if (!isLegalTableCall(s.calls, seat, call)) {
      const what = call.type === 'double' ? ['Double', 'Kontra'] : ['Redouble', 'Rekontra'];
      return fail(
        call.type === 'double' ? 'ILLEGAL_DOUBLE' : 'ILLEGAL_REDOUBLE',
        `${what[0]} is not allowed here (Law 19); inadmissible doubles (Law 36) are not ruled in table mode`,
        `${what[1]} ist hier nicht erlaubt (Regel 19); unzulässige Kontras (Regel 36) regelt der Tischmodus nicht`,
        { seat },
      );
    }
  }
  if (call.type === 'bid' && !isLegalTableCall(s.calls, seat, call)) {
    return ok(
      ask(s, {
        kind: 'insufficientBid',
        law: s.replacement?.offender === seat ? '27B4' : '27A',
        chooser: lho(seat),
        options: ['accept', 'refuse'],
        default: 'refuse',
        offender: seat,
        call,
      }),
    );
  }
  const before = s.calls;
  s = appendCall(s, { seat, call });
  const r = s.replacement;
  if (r !== null && r.offender === seat) s = judgeReplacement(s, r, before, call);
  else if (
    r !== null &&
    (r.law === '31A' || r.law === '32A') &&
    r.rhoPassed === undefined &&
    seat === rho(r.offender)
  ) {
    const passed = call.type === 'pass';
    const repeatable = passed && isLegalTableCall(s.calls, r.offender, r.withdrawn);
    s = {
      ...s,
      replacement: { ...r, rhoPassed: passed },
      repeat: repeatable ? { seat: r.offender, call: r.withdrawn } : null,
    };
  }
  return ok(advanceAuction(s));
}

/** The offender's call after a cancelled call: automatic where the Laws are mechanical, else the Director judges. */
function judgeReplacement(
  state: TableState,
  r: PendingReplacement,
  before: readonly PlacedCall[],
  call: Call,
): TableState {
  const seat = r.offender;
  const t = callText(call);
  if (r.law === '27B3') {
    return rule(
      { ...state, replacement: null },
      '27B3',
      seat,
      `${t.en} replaces the cancelled call; partner keeps passing for the rest of the auction`,
      `${t.de} ersetzt die aufgehobene Ansage; der Partner passt weiter bis zum Ende der Reizung`,
    );
  }
  if (r.law === '27' && r.withdrawn.type === 'bid' && call.type === 'bid') {
    const lowest = lowestSufficientInStrain(before, r.withdrawn.strain);
    if (lowest !== null && callsEqual(lowest, call)) {
      const s = rule(
        { ...state, replacement: null },
        '27B1a',
        seat,
        `${t.en} is the lowest sufficient bid in the same strain: no rectification (the Director may still adjust, L27D)`,
        `${t.de} ist das niedrigste genügende Gebot in derselben Farbe: keine Berichtigung (der Turnierleiter kann noch berichtigen, L27D)`,
      );
      return flag(s, '27D', seat);
    }
  }
  return ask(state, {
    kind: 'comparableCall',
    law: r.law === '27' ? '27B1b' : '23',
    chooser: 'director',
    options: ['comparable', 'notComparable'],
    default: 'notComparable',
    offender: seat,
    call: r.withdrawn,
    replacement: call,
  });
}

/** Starts the play (or ends a passed-out board) once the auction is over and nothing waits. */
export function advanceAuction(state0: TableState): TableState {
  if (state0.decision !== null) return state0;
  const state = revertMissedTurn(state0);
  const status = tableAuctionStatus(state.setup.dealer, state.calls);
  if (!status.over) return state;
  if (status.passedOut) return { ...state, phase: 'over', duties: [], replacement: null, repeat: null };
  const contract = tableContract(state.calls) as ContractWithDeclarer;
  return {
    ...state,
    phase: 'play',
    duties: [],
    replacement: null,
    repeat: null,
    contract,
    play: {
      declarer: contract.declarer,
      strain: contract.strain,
      hands: state.setup.deal,
      penalty: [],
      tricks: [],
      trick: { leader: lho(contract.declarer), cards: [] },
      directive: null,
      revokes: [],
      leadChecked: false,
      designated: null,
    },
  };
}

/**
 * L17E2: three passes closed the auction but one of them, accepted out of rotation, took a
 * player's turn: that pass and the passes after it are cancelled and the auction goes back to
 * the player who missed his turn (the cancelled passes are unauthorised information, L16D).
 */
function revertMissedTurn(state: TableState): TableState {
  const { calls } = state;
  const status = tableAuctionStatus(state.setup.dealer, calls);
  if (status.over || calls.length < 3 || !calls.slice(-3).every((c) => c.call.type === 'pass')) return state;
  let start = calls.length;
  while (start > 0 && (calls[start - 1] as PlacedCall).call.type === 'pass') start--;
  const skip = calls.findIndex((c, i) => i >= start && c.irregular === 'outOfRotation');
  if (skip < 0) return state;
  const offender = (calls[skip] as PlacedCall).seat;
  const missed = status.turn as Seat;
  const m = names(missed);
  const s = rule(
    { ...state, calls: calls.slice(0, skip) },
    '17E2',
    offender,
    `The auction does not end: a pass out of rotation took ${m.en}'s turn. The passes from there on are cancelled and ${m.en} calls`,
    `Die Reizung endet nicht: eine Passe außer Reihenfolge hat ${m.de} übergangen. Die Passen ab dort sind aufgehoben und ${m.de} sagt an`,
  );
  return flag(s, '16D', offender);
}

/** Applies the answer to an auction decision (insufficient bid, call out of rotation, comparable call). */
export function resolveAuctionDecision(state: TableState, option: string): Result<TableState> {
  const d = state.decision;
  if (d === null) return fail('NO_DECISION_PENDING', 'Nothing to decide', 'Es gibt nichts zu entscheiden');
  const off = d.offender;
  const n = names(off);
  const p = names(partnerOf(off));
  const t = callText(d.call as Call);
  let s: TableState = { ...state, decision: null };
  switch (d.kind) {
    case 'insufficientBid': {
      if (option === 'accept') {
        s = appendCall(
          { ...s, replacement: null },
          { seat: off, call: d.call as Call, irregular: 'insufficient' },
        );
        s = rule(
          s,
          '27A1',
          off,
          `${n.en}'s insufficient ${t.en} is accepted and stands as a legal bid`,
          `Das ungenügende Gebot ${t.de} von ${n.de} wird angenommen und gilt als reguläres Gebot`,
        );
        return ok(advanceAuction(s));
      }
      const second = state.replacement?.offender === off;
      if (second) {
        s = silencePartner(
          { ...s, replacement: { offender: off, withdrawn: d.call as Call, law: '27B3' } },
          off,
          '27B4',
        );
        return ok(
          rule(
            s,
            '27B4',
            off,
            `The second insufficient bid is refused: ${n.en} must make a legal call and ${p.en} must pass for the rest of the auction (lead restrictions may apply, L26B)`,
            `Das zweite ungenügende Gebot wird abgelehnt: ${n.de} muss eine legale Ansage machen und ${p.de} muss bis zum Ende der Reizung passen (Ausspielbeschränkung möglich, L26B)`,
          ),
        );
      }
      s = { ...s, replacement: { offender: off, withdrawn: d.call as Call, law: '27' } };
      return ok(
        rule(
          s,
          '27B',
          off,
          `${n.en}'s insufficient ${t.en} is not accepted: ${n.en} must replace it with a legal call`,
          `Das ungenügende Gebot ${t.de} von ${n.de} wird nicht angenommen: ${n.de} muss es durch eine legale Ansage ersetzen`,
        ),
      );
    }
    case 'callOutOfRotation': {
      const call = d.call as Call;
      if (option === 'accept') {
        s = appendCall(s, { seat: off, call, irregular: 'outOfRotation' });
        s = rule(
          s,
          '29A',
          off,
          `${n.en}'s ${t.en} out of rotation is accepted; the auction goes on from there (skipped players have lost their turn)`,
          `${t.de} von ${n.de} außer Reihenfolge wird angenommen; die Reizung geht von dort weiter (übergangene Spieler haben ihre Runde verloren)`,
        );
        return ok(advanceAuction(s));
      }
      const turn = tableAuctionStatus(s.setup.dealer, s.calls).turn as Seat;
      const atRho = turn === rho(off);
      if (call.type === 'pass' && atRho) {
        s = { ...s, duties: [...s.duties, { seat: off, until: 'nextTurn', law: '30A' }] };
        return ok(
          rule(
            s,
            '30A',
            off,
            `The pass out of rotation is cancelled; ${n.en} must pass at his next turn`,
            `Die Passe außer Reihenfolge ist aufgehoben; ${n.de} muss bei seiner nächsten Ansage passen`,
          ),
        );
      }
      const law: PendingReplacement['law'] =
        call.type === 'pass' ? '30B' : call.type === 'bid' ? (atRho ? '31A' : '31B') : atRho ? '32A' : '32B';
      s = { ...s, replacement: { offender: off, withdrawn: call, law } };
      const en = atRho
        ? `The call out of rotation is cancelled. If the next player passes, ${n.en} must repeat ${t.en}; otherwise ${n.en} may call freely and the Director judges whether the new call is comparable`
        : `The call out of rotation is cancelled. ${p.en} may call freely (the withdrawn call is unauthorised information); ${n.en} then calls and the Director judges whether that call is comparable`;
      const de = atRho
        ? `Die Ansage außer Reihenfolge ist aufgehoben. Passt der nächste Spieler, muss ${n.de} ${t.de} wiederholen; sonst sagt ${n.de} frei an und der Turnierleiter beurteilt, ob die neue Ansage vergleichbar ist`
        : `Die Ansage außer Reihenfolge ist aufgehoben. ${p.de} sagt frei an (die zurückgenommene Ansage ist unerlaubte Information); danach sagt ${n.de} an und der Turnierleiter beurteilt, ob sie vergleichbar ist`;
      return ok(rule(flag(s, '16C', off), `29B/${law}`, off, en, de));
    }
    case 'comparableCall': {
      const r = state.replacement as PendingReplacement;
      const nt = callText(d.replacement as Call);
      if (option === 'comparable') {
        s = rule(
          { ...s, replacement: null },
          r.law === '27' ? '27B1b' : '23A',
          off,
          `${nt.en} is comparable to the withdrawn ${t.en}: no further rectification`,
          `${nt.de} ist mit dem zurückgenommenen ${t.de} vergleichbar: keine weitere Berichtigung`,
        );
        return ok(advanceAuction(r.law === '27' ? flag(s, '27D', off) : s));
      }
      if (r.law === '27') {
        const replacement = d.replacement as Call;
        if (replacement.type === 'double' || replacement.type === 'redouble') {
          // L27B3: the double or redouble is cancelled and the offender calls again.
          s = { ...s, calls: s.calls.slice(0, -1), replacement: { ...r, law: '27B3' } };
          s = silencePartner(s, off, '27B3');
          return ok(
            rule(
              s,
              '27B3',
              off,
              `${nt.en} may not replace an insufficient bid: it is cancelled, ${n.en} must call again and ${p.en} must pass for the rest of the auction`,
              `${nt.de} darf ein ungenügendes Gebot nicht ersetzen: es wird aufgehoben, ${n.de} sagt erneut an und ${p.de} muss bis zum Ende der Reizung passen`,
            ),
          );
        }
        s = silencePartner({ ...s, replacement: null }, off, '27B2');
        s = rule(
          s,
          '27B2',
          off,
          `${nt.en} is not comparable: ${p.en} must pass for the rest of the auction (lead restrictions may apply, L26B)`,
          `${nt.de} ist nicht vergleichbar: ${p.de} muss bis zum Ende der Reizung passen (Ausspielbeschränkung möglich, L26B)`,
        );
        return ok(advanceAuction(s));
      }
      s = {
        ...s,
        replacement: null,
        duties: [...s.duties, { seat: partnerOf(off), until: 'nextTurn', law: r.law }],
        leadBans: [...s.leadBans, off],
      };
      s = rule(
        s,
        r.law,
        off,
        `${nt.en} is not comparable to the withdrawn ${t.en}: ${p.en} must pass at his next turn (lead restrictions may apply, L26B)`,
        `${nt.de} ist mit dem zurückgenommenen ${t.de} nicht vergleichbar: ${p.de} muss bei seiner nächsten Ansage passen (Ausspielbeschränkung möglich, L26B)`,
      );
      return ok(advanceAuction(s));
    }
    default:
      return fail('BAD_OPTION', 'Not an auction decision', 'Keine Entscheidung der Reizung');
  }
}

function silencePartner(state: TableState, offender: Seat, law: string): TableState {
  const partner = partnerOf(offender);
  return {
    ...state,
    duties: [
      ...state.duties.filter((d) => d.seat !== partner),
      { seat: partner, until: 'restOfAuction', law },
    ],
    leadBans: state.leadBans.includes(offender) ? state.leadBans : [...state.leadBans, offender],
  };
}

/** Every seat's turn check, for the legal-actions list: the seat that must call now, if any. */
export function tableAuctionTurn(state: TableState): TableActor | null {
  if (state.phase !== 'auction') return null;
  if (state.decision !== null) return state.decision.chooser;
  return tableAuctionStatus(state.setup.dealer, state.calls).turn;
}
