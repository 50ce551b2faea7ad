import {
  type Auction,
  type BoardAction,
  type BoardView,
  bidRank,
  type Call,
  type Card,
  callsEqual,
  type DecisionKind,
  formatCard,
  type Ruling,
  SEAT_NAMES,
  type Seat,
  SUIT_SYMBOLS,
  type Suit,
  type TableAction,
  type TableView,
} from '@tenace/engine';
import { isTableView, rotatedAuction, strictViewOf } from '@tenace/server/table-view';
import type { CallNote } from './auction.js';
import { type BoxButton, type BoxModel, boxModel } from './bidding.js';

// Table mode in the browser (docs/table-mode.md, docs/web.md): what the rulings line, the
// Director's panel and the irregular calls and cards show. Pure functions of the engine's table
// view; the wording of each ruling and the explanation of each Law come from the engine, the
// labels of the options and the panel's headings are here.

type Lang = 'en' | 'de';

/** A view from the server split into the strict board the table draws and, in table mode, the table view. */
export function readView(view: BoardView | TableView): { view: BoardView; table: TableView | null } {
  // Penalty cards stay in their owner's hand on screen, marked, so he can play them.
  return isTableView(view) ? { view: strictViewOf(view, true), table: view } : { view, table: null };
}

/** The actions a strict table knows (calls, cards, claims, undo), out of a table-mode list. */
export function strictActions(legal: readonly (BoardAction | TableAction)[]): BoardAction[] {
  const strict: ReadonlySet<string> = new Set([
    'call',
    'play',
    'claim',
    'acceptClaim',
    'rejectClaim',
    'withdrawClaim',
    'requestUndo',
    'acceptUndo',
    'rejectUndo',
  ]);
  return legal.filter((a): a is BoardAction => strict.has(a.type));
}

/** One ruling as every player reads it: "Law 27B1a: …" / "Gesetz 27B1a: …". */
export function rulingLine(ruling: Ruling, lang: Lang): string {
  return `${lang === 'de' ? 'Gesetz' : 'Law'} ${ruling.law}: ${lang === 'de' ? ruling.de : ruling.en}`;
}

const DECISION_TITLES: Readonly<Record<DecisionKind, readonly [string, string]>> = {
  insufficientBid: ['Insufficient bid', 'Ungenügendes Gebot'],
  callOutOfRotation: ['Call out of rotation', 'Ansage außer Reihenfolge'],
  comparableCall: ['Is the new call comparable?', 'Ist die neue Ansage vergleichbar?'],
  openingLeadOutOfTurn: ['Opening lead out of turn', 'Eröffnungsausspiel von der falschen Hand'],
  leadOutOfTurn: ['Lead out of turn', 'Ausspiel außer Reihenfolge'],
  declarerLeadOutOfTurn: [
    "Declarer's lead from the wrong hand",
    'Ausspiel des Alleinspielers aus der falschen Hand',
  ],
  penaltyCardLead: ['Lead with a penalty card on the table', 'Ausspiel bei liegender Strafkarte'],
  leadRestriction: ['Lead restriction', 'Ausspielbeschränkung'],
  penaltyCardChoice: ['Which penalty card?', 'Welche Strafkarte?'],
  penaltyCardNotPlayed: ['Penalty card not played', 'Strafkarte nicht gespielt'],
  disputedClaim: ['Disputed claim', 'Bestrittener Claim'],
};

/** The heading of a pending decision. */
export function decisionTitle(kind: DecisionKind, lang: Lang): string {
  return DECISION_TITLES[kind][lang === 'de' ? 1 : 0];
}

const OPTION_LABELS: Readonly<Record<string, readonly [string, string]>> = {
  accept: ['Accept', 'Annehmen'],
  refuse: ['Refuse', 'Ablehnen'],
  acceptDeclare: [
    'Accept: declarer plays, dummy goes down',
    'Annehmen: Alleinspieler spielt, Dummy legt auf',
  ],
  acceptDummy: ['Accept: declarer becomes dummy', 'Annehmen: Alleinspieler wird Dummy'],
  comparable: ['Comparable: no further rectification', 'Vergleichbar: keine weitere Berichtigung'],
  notComparable: ['Not comparable: partner is silenced', 'Nicht vergleichbar: Partner muss passen'],
  continuePlay: ['Play continues', 'Es wird weitergespielt'],
  none: ['No demand', 'Keine Forderung'],
};

function suitsText(suits: string): string {
  return [...suits].map((s) => SUIT_SYMBOLS[s as Suit] ?? s).join(' ');
}

/** The button text of one option code ('accept', 'forbid:HD', 'require:S', 'card:SK', 'tricks:9'). */
export function optionLabel(option: string, lang: Lang): string {
  const de = lang === 'de';
  const fixed = OPTION_LABELS[option];
  if (fixed !== undefined) return fixed[de ? 1 : 0];
  const [kind, arg = ''] = option.split(':');
  switch (kind) {
    case 'forbid':
      return de ? `Ausspiel verbieten: ${suitsText(arg)}` : `Forbid the lead of ${suitsText(arg)}`;
    case 'require':
      return de ? `Ausspiel verlangen: ${suitsText(arg)}` : `Require the lead of ${suitsText(arg)}`;
    case 'card':
      return formatCard(arg as Card, 'symbols', lang);
    case 'tricks':
      return de ? `${arg} Stiche für die Seite des Claimenden` : `${arg} tricks to the claimer's side`;
    default:
      return option;
  }
}

/** An option button of the decision panel: its label, whether it is the default, and who answers with it. */
export interface DecisionOption {
  readonly option: string;
  readonly label: string;
  readonly isDefault: boolean;
  /** `seat`: the player answers his own decision; `director`: the Director answers (for anyone). */
  readonly as: 'seat' | 'director';
}

/**
 * The options this connection may press: its own (it is the chooser) or, failing that, the
 * Director's (it may direct). Empty for everyone else, who sees the decision but not the buttons.
 */
export function decisionOptions(
  view: TableView,
  legal: readonly (BoardAction | TableAction)[],
  directorLegal: readonly TableAction[],
  lang: Lang,
): DecisionOption[] {
  const decision = view.decision;
  if (decision === null) return [];
  const options = (list: readonly (BoardAction | TableAction)[]) =>
    list.flatMap((a) => (a.type === 'decide' ? [a.option] : []));
  const mine = options(legal);
  const as = mine.length > 0 ? 'seat' : 'director';
  const chosen = mine.length > 0 ? mine : options(directorLegal);
  return chosen.map((option) => ({
    option,
    label: optionLabel(option, lang),
    isDefault: option === decision.default,
    as,
  }));
}

/** Who must choose, in words: a seat's name or the Director. */
export function chooserName(chooser: Seat | 'director', lang: Lang): string {
  if (chooser === 'director') return lang === 'de' ? 'Turnierleiter' : 'Director';
  return SEAT_NAMES[lang][chooser];
}

/** Why a call would be irregular now: out of turn, insufficient, or null when it is lawful. */
export type CallIrregularity = 'outOfTurn' | 'insufficient' | 'irregular';

/** A bidding-box button in table mode: any call may be made; the irregular ones are marked. */
export interface TableBoxButton extends BoxButton {
  readonly irregular: CallIrregularity | null;
}

/** The table-mode bidding box: every call live, marked when the Laws would have to rule it. */
export interface TableBoxModel extends BoxModel {
  readonly bids: readonly (readonly TableBoxButton[])[];
  readonly pass: TableBoxButton;
  readonly double: TableBoxButton;
  readonly redouble: TableBoxButton;
}

/**
 * The box for `seat` at a table-mode auction. Calls the engine lists as lawful for the seat are
 * plain; any other call is live too (the engine accepts it and opens the rectification) and
 * carries its irregularity: out of turn when it is not the seat's turn, insufficient for a bid
 * that does not beat the last bid. A double or redouble the auction does not allow is marked and
 * left to the engine, which refuses the inadmissible ones (L36).
 */
export function tableBoxModel(auction: Auction, lawful: readonly Call[], myTurn: boolean): TableBoxModel {
  const strict = boxModel(auction);
  let last = -1;
  for (const c of auction.calls) if (c.type === 'bid') last = bidRank(c);
  const mark = (b: BoxButton): TableBoxButton => {
    const ok = lawful.some((c) => callsEqual(c, b.call));
    const irregular: CallIrregularity | null = ok
      ? null
      : !myTurn
        ? 'outOfTurn'
        : b.call.type === 'bid' && bidRank(b.call) <= last
          ? 'insufficient'
          : 'irregular';
    return { call: b.call, legal: true, irregular };
  };
  return {
    bids: strict.bids.map((row) => row.map(mark)),
    pass: mark(strict.pass),
    double: mark(strict.double),
    redouble: mark(strict.redouble),
  };
}

/** Every call of the box (the 35 bids, Pass, X, XX): what a player may type at a table-mode auction. */
export function everyCall(auction: Auction): Call[] {
  const box = boxModel(auction);
  return [...box.bids.flat().map((b) => b.call), box.pass.call, box.double.call, box.redouble.call];
}

/** A defender's card seen (dropped, shown): it becomes a penalty card (L50). */
export interface ExposeAction {
  readonly type: 'expose';
  readonly card: Card;
  readonly deliberate?: boolean;
}

/** The words of an irregular call's mark on its button. */
export function irregularityLabel(kind: CallIrregularity, lang: Lang): string {
  const de = lang === 'de';
  if (kind === 'outOfTurn') return de ? 'außer Reihenfolge' : 'out of turn';
  if (kind === 'insufficient') return de ? 'ungenügend' : 'insufficient';
  return de ? 'regelwidrig' : 'irregular';
}

/**
 * Marks for the cards a player may click in table mode: a penalty card lies face up
 * ('penalty'); a card the Laws do not allow now (a lead out of turn, a revoke) is 'irregular'.
 */
export function cardMarks(
  cards: readonly Card[],
  lawful: readonly Card[],
  penalty: readonly Card[],
): Partial<Record<Card, 'penalty' | 'irregular'>> {
  const marks: Partial<Record<Card, 'penalty' | 'irregular'>> = {};
  for (const card of cards) {
    if (penalty.includes(card)) marks[card] = 'penalty';
    else if (!lawful.includes(card)) marks[card] = 'irregular';
  }
  return marks;
}

/** Notes on the auction's calls in table mode: accepted irregular calls and lost turns, by rotated index. */
export function tableCallNotes(view: TableView, lang: Lang): Record<number, CallNote> {
  const de = lang === 'de';
  const { source } = rotatedAuction(view.dealer, view.calls);
  const notes: Record<number, CallNote> = {};
  source.forEach((placed, index) => {
    if (placed === null) {
      notes[index] = {
        text: de
          ? 'Reihe verloren (Ansage außer Reihenfolge angenommen, L29A)'
          : 'Turn lost (call out of rotation accepted, L29A)',
        alert: false,
      };
      return;
    }
    const irregular = view.calls[placed]?.irregular;
    if (irregular === 'insufficient')
      notes[index] = {
        text: de ? 'Ungenügendes Gebot, angenommen (L27A)' : 'Insufficient bid, accepted (L27A)',
        alert: false,
      };
    else if (irregular === 'outOfRotation')
      notes[index] = {
        text: de ? 'Außer Reihenfolge, angenommen (L29A)' : 'Out of rotation, accepted (L29A)',
        alert: false,
      };
  });
  return notes;
}

/** The Director's panel's own words (the Law's explanation itself comes with the decision). */
export const DIRECTOR_TEXTS = {
  en: {
    panel: 'Director',
    tableMode: 'Table mode',
    waitsFor: (who: string) => `Waiting for: ${who}`,
    offender: 'Offender',
    defaultOption: 'default',
    rulings: 'Rulings',
    noRulings: 'Nothing ruled yet',
    review: 'For the Director to review after the board',
    revokes: 'Revokes',
    noticeRevoke: 'Revoke! (draw attention)',
    expose: 'Drop a card: the next card clicked is exposed, not played (penalty card, L50)',
    claimLine: 'Your line of play (L68C)',
    enterFor: 'Enter the calls and cards of (face-to-face entry)',
    enterNobody: 'nobody',
    statedLine: "The claimer's stated line",
    claimAid: (dd: number, ok: boolean) =>
      `Double-dummy line check: the claimer's side can take ${dd} of the remaining tricks (${ok ? 'the claim holds' : 'the claim does not hold'}); an aid only`,
    penaltyCards: 'Penalty cards',
    major: 'major',
    minor: 'minor',
    mustPass: (seat: string, law: string) => `${seat} must pass (L${law})`,
    directHere: 'I direct',
    directorLink: 'Director link',
    noDirector: 'No Director',
    youDirect: 'You direct this table',
    closingWait: 'The board is over; the next deal starts when the Director closes it.',
    afterBoard: 'After the board',
    adjustTricks: "Adjusted result (L12C1): declarer's tricks",
    adjust: 'Adjust',
    amendTricks: "Claim corrected (L69-71): declarer's tricks",
    amend: 'Correct',
    closeBoard: 'Close the board',
  },
  de: {
    panel: 'Turnierleiter',
    tableMode: 'Tischmodus',
    waitsFor: (who: string) => `Wartet auf: ${who}`,
    offender: 'Schuldiger',
    defaultOption: 'Vorgabe',
    rulings: 'Entscheidungen',
    noRulings: 'Noch nichts entschieden',
    review: 'Für den Turnierleiter nach dem Board zu prüfen',
    revokes: 'Revokes',
    noticeRevoke: 'Revoke! (aufmerksam machen)',
    expose:
      'Karte fallen lassen: die nächste angeklickte Karte wird aufgedeckt, nicht gespielt (Strafkarte, L50)',
    claimLine: 'Ihr Spielplan (L68C)',
    enterFor: 'Ansagen und Karten eingeben für (Eingabe vom Tisch)',
    enterNobody: 'niemanden',
    statedLine: 'Angesagter Spielplan des Claimenden',
    claimAid: (dd: number, ok: boolean) =>
      `Double-Dummy-Prüfung: die Seite des Claimenden kann ${dd} der restlichen Stiche machen (${ok ? 'der Claim hält' : 'der Claim hält nicht'}); nur eine Hilfe`,
    penaltyCards: 'Strafkarten',
    major: 'groß',
    minor: 'klein',
    mustPass: (seat: string, law: string) => `${seat} muss passen (L${law})`,
    directHere: 'Ich leite',
    directorLink: 'Turnierleiter-Link',
    noDirector: 'Kein Turnierleiter',
    youDirect: 'Sie leiten diesen Tisch',
    closingWait: 'Das Board ist beendet; das nächste Spiel beginnt, wenn der Turnierleiter es schließt.',
    afterBoard: 'Nach dem Board',
    adjustTricks: 'Berichtigtes Ergebnis (L12C1): Stiche des Alleinspielers',
    adjust: 'Berichtigen',
    amendTricks: 'Claim korrigiert (L69-71): Stiche des Alleinspielers',
    amend: 'Korrigieren',
    closeBoard: 'Board schließen',
  },
} as const;
