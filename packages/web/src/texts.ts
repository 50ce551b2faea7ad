import type { Language } from '@tenace/engine';

// Every word the client shows, in English and German. Names of seats, suits and ranks come from
// the engine's notation tables; this file holds the rest.

/** The texts of one language. */
export interface Texts {
  readonly appTitle: string;
  readonly tagline: string;
  readonly lobby: string;
  readonly newTable: string;
  readonly tableKind: string;
  readonly kinds: Readonly<Record<TableKindKey, string>>;
  readonly kindHelp: Readonly<Record<TableKindKey, string>>;
  readonly boards: string;
  readonly create: string;
  readonly yourSeat: string;
  readonly robotsInEmptySeats: string;
  readonly robot: string;
  readonly empty: string;
  readonly human: string;
  readonly you: string;
  readonly invite: string;
  readonly inviteLinks: string;
  readonly copy: string;
  readonly copied: string;
  readonly open: string;
  readonly openTables: string;
  readonly noTables: string;
  readonly join: string;
  readonly settings: string;
  readonly language: string;
  readonly fourColour: string;
  readonly cardSize: string;
  readonly sizes: Readonly<Record<'small' | 'medium' | 'large', string>>;
  readonly textView: string;
  readonly system: string;
  readonly conventions: string;
  readonly conventionsHelp: string;
  readonly undoAllowed: string;
  readonly kibitzersAllowed: string;
  readonly robotStrength: string;
  readonly robotStrengths: Readonly<Record<'standard' | 'basic', string>>;
  readonly kibitzerModes: Readonly<Record<'seat' | 'public' | 'none', string>>;
  readonly hostPanel: string;
  readonly board: string;
  readonly dealer: string;
  readonly vulnerable: string;
  readonly vul: Readonly<Record<'None' | 'NS' | 'EW' | 'All', string>>;
  readonly contract: string;
  readonly declarer: string;
  readonly dummy: string;
  readonly tricks: string;
  readonly yourTurn: string;
  readonly waitingFor: (seat: string) => string;
  readonly toCall: (seat: string) => string;
  readonly toPlay: (seat: string) => string;
  readonly pass: string;
  readonly double: string;
  readonly redouble: string;
  readonly passedOut: string;
  readonly alert: string;
  readonly alertHelp: string;
  readonly stop: string;
  readonly stopHelp: string;
  readonly explanation: string;
  readonly noExplanation: string;
  readonly hint: string;
  readonly robotWouldBid: (call: string) => string;
  readonly lastTrick: string;
  readonly claim: string;
  readonly claimTricks: (n: number) => string;
  readonly claimOf: (seat: string, n: number) => string;
  readonly accept: string;
  readonly reject: string;
  readonly withdraw: string;
  readonly undo: string;
  readonly undoAsked: (seat: string) => string;
  readonly cancel: string;
  readonly chat: string;
  readonly send: string;
  readonly typeHere: string;
  readonly typeCardOrCall: string;
  readonly notUnderstood: (text: string) => string;
  readonly score: string;
  readonly result: string;
  readonly made: (over: number) => string;
  readonly down: (n: number) => string;
  readonly nextBoard: string;
  readonly review: string;
  readonly ddTable: string;
  readonly par: string;
  readonly replay: string;
  readonly start: string;
  readonly back: string;
  readonly forward: string;
  readonly end: string;
  readonly ddCost: string;
  readonly ddCostOf: (n: number) => string;
  readonly mistake: string;
  readonly exportPbn: string;
  readonly exportLin: string;
  readonly auction: string;
  readonly play: string;
  readonly we: string;
  readonly they: string;
  readonly aboveLine: string;
  readonly belowLine: string;
  readonly game: (n: number) => string;
  readonly rubberBonus: string;
  readonly total: string;
  readonly deal: string;
  readonly nsScore: string;
  readonly ewScore: string;
  readonly imps: string;
  readonly teamA: string;
  readonly teamB: string;
  readonly table1: string;
  readonly table2: string;
  readonly matchpoints: string;
  readonly percent: string;
  readonly pair: string;
  readonly rank: string;
  readonly connecting: string;
  readonly reconnecting: string;
  readonly connected: string;
  readonly kibitzer: string;
  readonly seatTaken: string;
  readonly errorPrefix: string;
  readonly scoreKinds: Readonly<Record<ScoreKindKey, string>>;
  readonly handOf: (seat: string) => string;
  readonly trickNumber: (n: number) => string;
  readonly ledBy: (seat: string) => string;
  readonly wonBy: (seat: string) => string;
  readonly cardsLeft: string;
  readonly void: string;
}

/** The table kinds the lobby can create. */
export type TableKindKey = 'rubber' | 'chicago' | 'pairs' | 'teams' | 'whist';

/** The kinds of lines on a rubber or Chicago sheet (the engine's BridgeScoreItemKind). */
export type ScoreKindKey =
  | 'tricks'
  | 'overtricks'
  | 'insult'
  | 'slam'
  | 'undertricks'
  | 'game'
  | 'partScore'
  | 'honours'
  | 'rubber'
  | 'unfinishedGame'
  | 'unfinishedPartScore';

const en: Texts = {
  appTitle: 'Tenace',
  tagline: 'Contract bridge with friends and robots',
  lobby: 'Lobby',
  newTable: 'New table',
  tableKind: 'Kind of table',
  kinds: {
    rubber: 'Rubber bridge',
    chicago: 'Chicago',
    pairs: 'Pairs session',
    teams: 'Team match',
    whist: 'Bid Whist',
  },
  kindHelp: {
    rubber: 'Rubber scoring: above and below the line, until one side wins two games.',
    chicago: 'Four deals with fixed vulnerability, then a new round.',
    pairs: 'Duplicate boards scored in matchpoints against the other results of the session.',
    teams: 'Two tables play the same boards with the seats swapped; the difference in IMPs.',
    whist:
      'Bid Whist as at Whist Palast: 54 cards with jokers, a kitty, a game to +7 or −7; house rules to choose.',
  },
  boards: 'Boards',
  create: 'Create table',
  yourSeat: 'Your seat',
  robotsInEmptySeats: 'Robots in the empty seats',
  robot: 'Robot',
  empty: 'empty',
  human: 'Player',
  you: 'you',
  invite: 'Invite',
  inviteLinks: 'Invite links (one per seat)',
  copy: 'Copy',
  copied: 'Copied',
  open: 'Open',
  openTables: 'Open tables',
  noTables: 'No tables yet. Create one!',
  join: 'Join',
  settings: 'Settings',
  language: 'Language',
  fourColour: 'Four-colour deck',
  cardSize: 'Card size',
  sizes: { small: 'Small', medium: 'Medium', large: 'Large' },
  textView: 'Text view (screen readers)',
  system: 'Bidding system',
  conventions: 'Conventions',
  conventionsHelp:
    'Switch conventions on or off against the system by id, e.g. "rkcb1430, bergen, -gerber" (the list: tenace card, docs/bidding.md)',
  undoAllowed: 'Undo allowed',
  kibitzersAllowed: 'Kibitzers allowed',
  robotStrength: 'Robot strength',
  robotStrengths: { standard: "the partnership's system and card play", basic: 'random legal actions' },
  kibitzerModes: { seat: "one player's view", public: 'public view, all hands after the deal', none: 'none' },
  hostPanel: 'Table (host)',
  board: 'Board',
  dealer: 'Dealer',
  vulnerable: 'Vulnerable',
  vul: { None: 'None', NS: 'N-S', EW: 'E-W', All: 'All' },
  contract: 'Contract',
  declarer: 'Declarer',
  dummy: 'Dummy',
  tricks: 'Tricks',
  yourTurn: 'Your turn',
  waitingFor: (seat) => `Waiting for ${seat}`,
  toCall: (seat) => `${seat} to call`,
  toPlay: (seat) => `${seat} to play`,
  pass: 'Pass',
  double: 'X',
  redouble: 'XX',
  passedOut: 'Passed out',
  alert: 'Alert',
  alertHelp: 'An artificial call: ask for its meaning',
  stop: 'Stop',
  stopHelp: 'A skip bid: take a few seconds before you call',
  explanation: 'Explanation',
  noExplanation: 'No explanation given',
  hint: 'Robot hint',
  robotWouldBid: (call) => `The robot would call ${call}`,
  lastTrick: 'Last trick',
  claim: 'Claim',
  claimTricks: (n) => `Claim ${n} of the remaining tricks`,
  claimOf: (seat, n) => `${seat} claims ${n} of the remaining tricks`,
  accept: 'Accept',
  reject: 'Reject',
  withdraw: 'Withdraw',
  undo: 'Undo',
  undoAsked: (seat) => `${seat} asks to take back the last action`,
  cancel: 'Cancel',
  chat: 'Table chat',
  send: 'Send',
  typeHere: 'Type a card (SA, h10) or a call (1NT, p, x)',
  typeCardOrCall: 'Type a card or a call',
  notUnderstood: (text) => `"${text}" is not a card or call you can make now`,
  score: 'Score',
  result: 'Result',
  made: (over) => (over === 0 ? 'made' : `made +${over}`),
  down: (n) => `down ${n}`,
  nextBoard: 'Next board',
  review: 'Review',
  ddTable: 'Double-dummy tricks',
  par: 'Par',
  replay: 'Replay',
  start: 'Start',
  back: 'Back',
  forward: 'Forward',
  end: 'End',
  ddCost: 'DD cost',
  ddCostOf: (n) => (n === 1 ? 'costs 1 trick' : `costs ${n} tricks`),
  mistake: 'mistake',
  exportPbn: 'Download PBN',
  exportLin: 'Download LIN',
  auction: 'Auction',
  play: 'Play',
  we: 'We',
  they: 'They',
  aboveLine: 'above the line',
  belowLine: 'below the line',
  game: (n) => `Game ${n}`,
  rubberBonus: 'Rubber bonus',
  total: 'Total',
  deal: 'Deal',
  nsScore: 'N-S',
  ewScore: 'E-W',
  imps: 'IMPs',
  teamA: 'Team A',
  teamB: 'Team B',
  table1: 'Table 1',
  table2: 'Table 2',
  matchpoints: 'Matchpoints',
  percent: '%',
  pair: 'Pair',
  rank: 'Rank',
  connecting: 'Connecting…',
  reconnecting: 'Connection lost, reconnecting…',
  connected: 'Connected',
  kibitzer: 'Kibitzer',
  seatTaken: 'This seat is taken',
  errorPrefix: 'Error',
  scoreKinds: {
    tricks: 'tricks',
    overtricks: 'overtricks',
    insult: 'insult',
    slam: 'slam',
    undertricks: 'undertricks',
    game: 'game',
    partScore: 'part score',
    honours: 'honours',
    rubber: 'rubber',
    unfinishedGame: 'unfinished game',
    unfinishedPartScore: 'unfinished part score',
  },
  handOf: (seat) => `${seat}'s hand`,
  trickNumber: (n) => `Trick ${n}`,
  ledBy: (seat) => `led by ${seat}`,
  wonBy: (seat) => `won by ${seat}`,
  cardsLeft: 'cards left',
  void: 'void',
};

const de: Texts = {
  appTitle: 'Tenace',
  tagline: 'Bridge mit Freunden und Robotern',
  lobby: 'Lobby',
  newTable: 'Neuer Tisch',
  tableKind: 'Art des Tisches',
  kinds: {
    rubber: 'Robberbridge',
    chicago: 'Chicago',
    pairs: 'Paarturnier',
    teams: 'Teamkampf',
    whist: 'Bid Whist',
  },
  kindHelp: {
    rubber: 'Robber-Abrechnung über und unter der Linie, bis ein Paar zwei Partien gewonnen hat.',
    chicago: 'Vier Austeilungen mit fester Gefahrenlage, dann eine neue Runde.',
    pairs: 'Turnierboards, in Matchpunkten gegen die anderen Ergebnisse der Sitzung gewertet.',
    teams: 'Zwei Tische spielen dieselben Boards mit getauschten Plätzen; die Differenz in IMPs.',
    whist:
      'Bid Whist wie im Whist Palast: 54 Karten mit Jokern, ein Stock, Partie bis +7 oder −7; Hausregeln nach Wahl.',
  },
  boards: 'Boards',
  create: 'Tisch eröffnen',
  yourSeat: 'Ihr Platz',
  robotsInEmptySeats: 'Roboter auf die freien Plätze',
  robot: 'Roboter',
  empty: 'frei',
  human: 'Spieler',
  you: 'Sie',
  invite: 'Einladen',
  inviteLinks: 'Einladungslinks (einer pro Platz)',
  copy: 'Kopieren',
  copied: 'Kopiert',
  open: 'Öffnen',
  openTables: 'Offene Tische',
  noTables: 'Noch keine Tische. Eröffnen Sie einen!',
  join: 'Setzen',
  settings: 'Einstellungen',
  language: 'Sprache',
  fourColour: 'Vierfarbiges Blatt',
  cardSize: 'Kartengröße',
  sizes: { small: 'Klein', medium: 'Mittel', large: 'Groß' },
  textView: 'Textansicht (Bildschirmleser)',
  system: 'Reizsystem',
  conventions: 'Konventionen',
  conventionsHelp:
    'Konventionen gegenüber dem System ein- oder ausschalten, z. B. "rkcb1430, bergen, -gerber" (die Liste: tenace card, docs/bidding.md)',
  undoAllowed: 'Zurücknehmen erlaubt',
  kibitzersAllowed: 'Kiebitze erlaubt',
  robotStrength: 'Spielstärke der Roboter',
  robotStrengths: {
    standard: 'Reizsystem der Partnerschaft und Abspiel',
    basic: 'zufällige erlaubte Aktionen',
  },
  kibitzerModes: {
    seat: 'Sicht eines Spielers',
    public: 'öffentliche Sicht, alle Hände nach dem Spiel',
    none: 'keine',
  },
  hostPanel: 'Tisch (Gastgeber)',
  board: 'Board',
  dealer: 'Teiler',
  vulnerable: 'Gefahr',
  vul: { None: 'Keiner', NS: 'N-S', EW: 'O-W', All: 'Alle' },
  contract: 'Kontrakt',
  declarer: 'Alleinspieler',
  dummy: 'Tisch',
  tricks: 'Stiche',
  yourTurn: 'Sie sind am Zug',
  waitingFor: (seat) => `Warten auf ${seat}`,
  toCall: (seat) => `${seat} reizt`,
  toPlay: (seat) => `${seat} spielt`,
  pass: 'Passe',
  double: 'X',
  redouble: 'XX',
  passedOut: 'Eingepasst',
  alert: 'Alert',
  alertHelp: 'Eine künstliche Ansage: fragen Sie nach ihrer Bedeutung',
  stop: 'Stop',
  stopHelp: 'Ein Sprunggebot: nehmen Sie sich einige Sekunden Zeit',
  explanation: 'Erklärung',
  noExplanation: 'Keine Erklärung',
  hint: 'Tipp des Roboters',
  robotWouldBid: (call) => `Der Roboter würde ${call} reizen`,
  lastTrick: 'Letzter Stich',
  claim: 'Claim',
  claimTricks: (n) => `${n} der restlichen Stiche beanspruchen`,
  claimOf: (seat, n) => `${seat} beansprucht ${n} der restlichen Stiche`,
  accept: 'Annehmen',
  reject: 'Ablehnen',
  withdraw: 'Zurückziehen',
  undo: 'Zurücknehmen',
  undoAsked: (seat) => `${seat} möchte die letzte Aktion zurücknehmen`,
  cancel: 'Abbrechen',
  chat: 'Tisch-Chat',
  send: 'Senden',
  typeHere: 'Karte (SA, h10) oder Ansage (1SA, p, x) eintippen',
  typeCardOrCall: 'Karte oder Ansage eintippen',
  notUnderstood: (text) => `„${text}“ ist keine Karte oder Ansage, die Sie jetzt geben können`,
  score: 'Ergebnis',
  result: 'Resultat',
  made: (over) => (over === 0 ? 'erfüllt' : `erfüllt +${over}`),
  down: (n) => `${n} Faller`,
  nextBoard: 'Nächstes Board',
  review: 'Analyse',
  ddTable: 'Double-Dummy-Stiche',
  par: 'Par',
  replay: 'Nachspielen',
  start: 'Anfang',
  back: 'Zurück',
  forward: 'Vor',
  end: 'Ende',
  ddCost: 'DD-Verlust',
  ddCostOf: (n) => (n === 1 ? 'kostet 1 Stich' : `kostet ${n} Stiche`),
  mistake: 'Fehler',
  exportPbn: 'PBN herunterladen',
  exportLin: 'LIN herunterladen',
  auction: 'Reizung',
  play: 'Abspiel',
  we: 'Wir',
  they: 'Sie',
  aboveLine: 'über der Linie',
  belowLine: 'unter der Linie',
  game: (n) => `Partie ${n}`,
  rubberBonus: 'Robberprämie',
  total: 'Summe',
  deal: 'Austeilung',
  nsScore: 'N-S',
  ewScore: 'O-W',
  imps: 'IMPs',
  teamA: 'Team A',
  teamB: 'Team B',
  table1: 'Tisch 1',
  table2: 'Tisch 2',
  matchpoints: 'Matchpunkte',
  percent: '%',
  pair: 'Paar',
  rank: 'Platz',
  connecting: 'Verbinde…',
  reconnecting: 'Verbindung unterbrochen, verbinde neu…',
  connected: 'Verbunden',
  kibitzer: 'Kiebitz',
  seatTaken: 'Dieser Platz ist besetzt',
  errorPrefix: 'Fehler',
  scoreKinds: {
    tricks: 'Stiche',
    overtricks: 'Überstiche',
    insult: 'Kontraprämie',
    slam: 'Schlemm',
    undertricks: 'Faller',
    game: 'Vollspiel',
    partScore: 'Teilkontrakt',
    honours: 'Honneurs',
    rubber: 'Robber',
    unfinishedGame: 'offene Partie',
    unfinishedPartScore: 'offener Teilkontrakt',
  },
  handOf: (seat) => `Hand von ${seat}`,
  trickNumber: (n) => `Stich ${n}`,
  ledBy: (seat) => `ausgespielt von ${seat}`,
  wonBy: (seat) => `gewonnen von ${seat}`,
  cardsLeft: 'Karten übrig',
  void: 'chicane',
};

/** The texts of each language. */
export const TEXTS: Readonly<Record<Language, Texts>> = { en, de };
