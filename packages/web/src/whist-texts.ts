import type { BidType, BidWhistRules, Direction, Language } from '@tenace/engine';

// The words of the Bid Whist table in English and German. The German terms follow Whist Palast
// (seed 003): Uptown, Downtown, Ohne Trumpf, Stock, Spielmacher; the house rules carry Whist
// Palast's names ("Narrenfreiheit", "Kleiner Stock"…), the pagat variants plain descriptions.

/** The texts of the whist table in one language. */
export interface WhistTexts {
  readonly bidTypes: Readonly<Record<BidType, string>>;
  /** Short bid type letters on the bidding buttons. */
  readonly bidShort: Readonly<Record<BidType, string>>;
  readonly directions: Readonly<Record<Direction, string>>;
  readonly pass: string;
  readonly bidding: string;
  readonly yourBid: string;
  readonly declare: string;
  /** The high bidder who names trumps and takes the kitty (Whist Palast: "Spielmacher"). */
  readonly declarer: string;
  /** Whist Palast: "Geber". */
  readonly dealer: string;
  readonly chooseTrump: string;
  readonly chooseDirection: string;
  readonly kitty: string;
  readonly kittyHidden: string;
  readonly discard: string;
  readonly discardHelp: (n: number, chosen: number) => string;
  readonly discardConfirm: (n: number) => string;
  readonly discarded: string;
  readonly books: string;
  readonly booksOf: (side: string, n: number) => string;
  readonly contractOf: (seat: string, bid: string) => string;
  readonly trumps: string;
  readonly noTrump: string;
  readonly game: string;
  readonly gameTo: (target: number, rounds: number | null) => string;
  readonly gameWon: (side: string) => string;
  readonly houseRules: string;
  readonly baseGame: string;
  readonly handOver: string;
  readonly made: (books: number) => string;
  readonly set: (books: number) => string;
  readonly points: (side: string, n: number) => string;
  readonly passedOut: string;
  readonly nextHand: string;
  readonly exportWhn: string;
  readonly hand: (n: number) => string;
  readonly ruleNames: Readonly<Record<keyof BidWhistRules, string>>;
  readonly ruleHelp: Readonly<Record<keyof BidWhistRules, string>>;
  readonly choices: Readonly<Record<string, string>>;
  readonly joker: Readonly<Record<'BJ' | 'LJ', string>>;
}

const en: WhistTexts = {
  bidTypes: { uptown: 'Uptown', downtown: 'Downtown', notrump: 'No Trump' },
  bidShort: { uptown: '↑', downtown: '↓', notrump: 'NT' },
  directions: { uptown: 'Uptown', downtown: 'Downtown' },
  pass: 'Pass',
  bidding: 'Bidding',
  yourBid: 'Your bid',
  declare: 'Declare',
  declarer: 'Declarer',
  dealer: 'Dealer',
  chooseTrump: 'Name the trump suit',
  chooseDirection: 'Choose the direction',
  kitty: 'Kitty',
  kittyHidden: 'The kitty is face down',
  discard: 'Discard',
  discardHelp: (n, chosen) => `Click ${n} cards to discard (${chosen} chosen); they are your first book.`,
  discardConfirm: (n) => `Discard these ${n} cards`,
  discarded: 'Your discard',
  books: 'Books',
  booksOf: (side, n) => `${side}: ${n}`,
  contractOf: (seat, bid) => `${bid} by ${seat}`,
  trumps: 'Trumps',
  noTrump: 'No Trump',
  game: 'Game',
  gameTo: (target, rounds) =>
    `Game to +${target} or −${target}${rounds === null ? '' : `, at most ${rounds} hands`}`,
  gameWon: (side) => `${side} win the game`,
  houseRules: 'House rules',
  baseGame: 'Base game of Whist Palast (no house rules)',
  handOver: 'Hand over',
  made: (books) => `Made with ${books} books`,
  set: (books) => `Set with ${books} books`,
  points: (side, n) => `${side} ${n > 0 ? '+' : ''}${n}`,
  passedOut: 'All passed: the same dealer deals again',
  nextHand: 'Next hand',
  exportWhn: 'Hand record (WHN)',
  hand: (n) => `Hand ${n}`,
  ruleNames: {
    declarerLeads: 'Declarer leads',
    noTrumpJokersFree: 'Jokers free in No Trump',
    downtownBeatsUptown: 'Downtown beats Uptown',
    noJokers: 'No jokers',
    singleNoTrump: 'Single No Trump',
    smallKitty: 'Small kitty',
    showKitty: 'Show the kitty',
    minBid: 'Lowest bid',
    allPass: 'When all pass',
    dealerMayMatch: 'Dealer may match the high bid',
    downtownAce: 'Ace in Downtown',
    madeScore: 'A made bid scores',
    defendersScore: 'Defenders score their books over six',
    target: 'Game to ±',
    rounds: 'Number of hands',
    discardOwner: 'The discard book goes to',
    bostonBonus: 'All thirteen books (Boston)',
  },
  ruleHelp: {
    declarerLeads: 'Declarer leads to the first trick instead of dealer’s left.',
    noTrumpJokersFree: 'In No Trump a joker may be played at any time, even when able to follow.',
    downtownBeatsUptown: 'At the same number: Uptown < Downtown < No Trump.',
    noJokers: '52 cards, a kitty of 4.',
    singleNoTrump: 'No Trump results are not doubled.',
    smallKitty: '13 cards each, a kitty 4 cards smaller; the discard is no book.',
    showKitty: 'The kitty is turned face up for everyone after the declaration.',
    minBid: 'The lowest bid (3 or 4).',
    allPass: 'The dealer must bid, or the cards are dealt again.',
    dealerMayMatch: 'The dealer takes the contract by bidding the same as the high bid.',
    downtownAce: 'High: A 2 3 … K; low: 2 3 … K A.',
    madeScore: 'Every book over six, or the bid only.',
    defendersScore: 'Whist Palast: the defenders score their books over six.',
    target: 'The game ends at +target or −target.',
    rounds: 'The game also ends after this many hands (empty: no limit).',
    discardOwner: 'The declaring side, or the winner of the first trick.',
    bostonBonus: 'No bonus, the score doubled, or the game won.',
  },
  choices: {
    dealerForced: 'dealer must bid',
    redeal: 'deal again',
    high: 'high',
    low: 'low',
    booksOverSix: 'books over six',
    bidOnly: 'the bid',
    declarer: 'declaring side',
    firstTrickWinner: 'first trick’s winner',
    none: 'no bonus',
    double: 'score doubled',
    winsGame: 'wins the game',
    true: 'yes',
    false: 'no',
    null: 'no limit',
  },
  joker: { BJ: 'big joker', LJ: 'little joker' },
};

const de: WhistTexts = {
  bidTypes: { uptown: 'Uptown', downtown: 'Downtown', notrump: 'Ohne Trumpf' },
  bidShort: { uptown: '↑', downtown: '↓', notrump: 'OT' },
  directions: { uptown: 'Uptown', downtown: 'Downtown' },
  pass: 'Passe',
  bidding: 'Bieten',
  yourBid: 'Ihr Gebot',
  declare: 'Ansagen',
  declarer: 'Spielmacher',
  dealer: 'Geber',
  chooseTrump: 'Trumpffarbe ansagen',
  chooseDirection: 'Richtung wählen',
  kitty: 'Stock',
  kittyHidden: 'Der Stock liegt verdeckt',
  discard: 'Abwerfen',
  discardHelp: (n, chosen) =>
    `${n} Karten zum Abwerfen anklicken (${chosen} gewählt); sie sind Ihr erster Stich.`,
  discardConfirm: (n) => `Diese ${n} Karten abwerfen`,
  discarded: 'Ihr Abwurf',
  books: 'Stiche',
  booksOf: (side, n) => `${side}: ${n}`,
  contractOf: (seat, bid) => `${bid} von ${seat}`,
  trumps: 'Trumpf',
  noTrump: 'Ohne Trumpf',
  game: 'Partie',
  gameTo: (target, rounds) =>
    `Partie bis +${target} oder −${target}${rounds === null ? '' : `, höchstens ${rounds} Spiele`}`,
  gameWon: (side) => `${side} gewinnt die Partie`,
  houseRules: 'Hausregeln',
  baseGame: 'Grundspiel des Whist Palast (keine Hausregeln)',
  handOver: 'Spiel beendet',
  made: (books) => `Erfüllt mit ${books} Stichen`,
  set: (books) => `Nicht erfüllt mit ${books} Stichen`,
  points: (side, n) => `${side} ${n > 0 ? '+' : ''}${n}`,
  passedOut: 'Alle haben gepasst: derselbe Geber gibt neu',
  nextHand: 'Nächstes Spiel',
  exportWhn: 'Spielprotokoll (WHN)',
  hand: (n) => `Spiel ${n}`,
  ruleNames: {
    declarerLeads: 'Spielmacher beginnt',
    noTrumpJokersFree: 'Narrenfreiheit',
    downtownBeatsUptown: 'Klein schlägt Groß',
    noJokers: 'Ohne Joker',
    singleNoTrump: 'Einfach OT',
    smallKitty: 'Kleiner Stock',
    showKitty: 'Stock zeigen',
    minBid: 'Niedrigstes Gebot',
    allPass: 'Wenn alle passen',
    dealerMayMatch: 'Geber darf das Höchstgebot halten',
    downtownAce: 'Ass im Downtown',
    madeScore: 'Ein erfülltes Gebot zählt',
    defendersScore: 'Gegenspieler zählen ihre Stiche über sechs',
    target: 'Partie bis ±',
    rounds: 'Rundenzahl',
    discardOwner: 'Der Abwurf-Stich gehört',
    bostonBonus: 'Alle dreizehn Stiche (Boston)',
  },
  ruleHelp: {
    declarerLeads: 'Der Spielmacher spielt zum ersten Stich aus statt des Spielers links vom Geber.',
    noTrumpJokersFree:
      'In Ohne Trumpf darf ein Joker jederzeit gespielt werden, auch wenn man bedienen kann.',
    downtownBeatsUptown: 'Bei gleicher Zahl: Uptown < Downtown < Ohne Trumpf.',
    noJokers: '52 Karten, ein Stock von 4.',
    singleNoTrump: 'Ohne-Trumpf-Ergebnisse werden nicht verdoppelt.',
    smallKitty: '13 Karten je Spieler, der Stock 4 Karten kleiner; der Abwurf ist kein Stich.',
    showKitty: 'Der Stock wird nach der Ansage für alle aufgedeckt.',
    minBid: 'Das niedrigste Gebot (3 oder 4).',
    allPass: 'Der Geber muss bieten, oder es wird neu gegeben.',
    dealerMayMatch: 'Der Geber übernimmt das Spiel mit einem gleich hohen Gebot.',
    downtownAce: 'Hoch: A 2 3 … K; niedrig: 2 3 … K A.',
    madeScore: 'Jeder Stich über sechs, oder nur das Gebot.',
    defendersScore: 'Whist Palast: die Gegenspieler zählen ihre Stiche über sechs.',
    target: 'Die Partie endet bei +Ziel oder −Ziel.',
    rounds: 'Die Partie endet auch nach so vielen Spielen (leer: ohne Grenze).',
    discardOwner: 'Der Partei des Spielmachers oder dem Gewinner des ersten Stichs.',
    bostonBonus: 'Kein Bonus, doppelte Wertung oder Partiegewinn.',
  },
  choices: {
    dealerForced: 'Geber muss bieten',
    redeal: 'neu geben',
    high: 'hoch',
    low: 'niedrig',
    booksOverSix: 'Stiche über sechs',
    bidOnly: 'das Gebot',
    declarer: 'Partei des Spielmachers',
    firstTrickWinner: 'Gewinner des ersten Stichs',
    none: 'kein Bonus',
    double: 'doppelte Wertung',
    winsGame: 'gewinnt die Partie',
    true: 'ja',
    false: 'nein',
    null: 'ohne Grenze',
  },
  joker: { BJ: 'großer Joker', LJ: 'kleiner Joker' },
};

/** The whist table's texts by language. */
export const WHIST_TEXTS: Readonly<Record<Language, WhistTexts>> = { en, de };
