import {
  type BoardAction,
  type BoardEvent,
  type BoardForm,
  type BoardState,
  type BoardView,
  boardToRecord,
  bridgeGame,
  type Card,
  cryptoRandom,
  formatCall,
  formatContract,
  type Hand,
  isVulnerable,
  makeError,
  parseCall,
  parseCard,
  partnerOf,
  type RandomSource,
  randomDeal,
  SEAT_NAMES,
  SEATS,
  type Seat,
  SUITS,
  seatAfter,
  seededRandom,
  sideOf,
  sortCards,
  suitOf,
  type TenaceError,
  type Vulnerability,
} from '@tenace/engine';
import {
  chooseCall,
  decidePlay,
  describeMeaning,
  type Robot,
  randomRobot,
  SAYC,
  systemRobot,
} from '@tenace/robots';
import type { CliIo } from '../io.js';
import { dealDiagram } from '../render/diagram.js';
import { auctionGridWithNotes, callText, outcomeText, renderRecord, SEAT_LETTERS } from '../render/record.js';
import { makeStyle, padVisible, type Style } from '../render/style.js';
import { createSession, type PlaySession, type SessionDeal } from './session.js';

/** How `tenace play` runs: the seat you take, the form, robots' and deals' randomness, output. */
export interface TableOptions {
  readonly seat: Seat;
  readonly form: BoardForm;
  /** All four seats robots, no prompt. */
  readonly auto: boolean;
  /** Stop after this many deals (passed-out deals count); unlimited when absent. */
  readonly boards?: number;
  /** Seeds deals and robots; the CSPRNG when absent. */
  readonly seed?: string;
  readonly lang: 'en' | 'de';
  readonly color: boolean;
  /** How the robots bid: the SAYC rules of @tenace/robots (default) or the interim random calls. */
  readonly bidding?: 'sayc' | 'random';
  /** Robots by seat in place of the table's own (the seam for the card-play robots of issue 5). */
  readonly robots?: Partial<Record<Seat, Robot>>;
}

/** What the session produced, for callers and tests: every deal's state and the session. */
export interface TableOutcome {
  readonly boards: readonly BoardState[];
  readonly session: PlaySession;
  /** True when the player ended the session (quit or end of input) before the last board. */
  readonly quit: boolean;
}

type Lang = 'en' | 'de';

const VUL_TEXT: Readonly<Record<Lang, Readonly<Record<Vulnerability, string>>>> = {
  en: { None: 'none', NS: 'North-South', EW: 'East-West', All: 'both sides' },
  de: { None: 'keiner', NS: 'Nord-Süd', EW: 'Ost-West', All: 'alle' },
};

const HELP: Readonly<Record<Lang, string>> = {
  en: `Commands
  calls        1NT  2s  4♥  p or pass  x (double)  xx (redouble)
  cards        SA  sa  ♠A  10h  TH  (as declarer you also play dummy's cards)
  claim N      claim N of the remaining tricks for your side (claim = all of them)
  undo         ask the opponents to let you take back your last call or card
  accept       agree to an opponent's claim or undo request (reject: refuse it)
  last         the last trick, until the next lead
  hint         the call or card the robot would choose in your place, and why
  score        the score sheet so far
  (empty line) show the table again
  help         this list
  quit         end the session and show the final score sheet
`,
  de: `Befehle
  Ansagen      1NT  2s  4♥  p oder pass  x (Kontra)  xx (Rekontra)
  Karten       SA  sa  ♠A  10h  TH  (als Alleinspieler spielen Sie auch die Karten des Dummys)
  claim N      N der restlichen Stiche für Ihre Seite beanspruchen (claim = alle)
  undo         die Gegner bitten, Ihre letzte Ansage oder Karte zurückzunehmen
  accept       dem Claim oder der Rücknahme-Bitte eines Gegners zustimmen (reject: ablehnen)
  last         der letzte Stich, bis zum nächsten Ausspiel
  hint         die Ansage oder Karte, die der Roboter an Ihrer Stelle wählte, und warum
  score        der bisherige Anschreibezettel
  (Leerzeile)  den Tisch noch einmal zeigen
  help         diese Liste
  quit         die Sitzung beenden und die Schlussabrechnung zeigen
`,
};

/** The seat whose cards and calls the player submits: his own, or declarer's when his partner declares. */
export function controlledSeat(state: BoardState, seat: Seat): Seat {
  const contract = state.contract;
  if (contract !== null && state.phase !== 'auction' && contract.declarer === partnerOf(seat))
    return contract.declarer;
  return seat;
}

/** Runs a session at the table until the deals are done, `quit`, or the end of input. */
export async function runTable(io: CliIo, options: TableOptions): Promise<TableOutcome> {
  const lang = options.lang;
  const t = (en: string, de: string) => (lang === 'de' ? de : en);
  const style = makeStyle(options.color);
  const names = SEAT_NAMES[lang];
  const source = (purpose: string): RandomSource =>
    options.seed === undefined ? cryptoRandom() : seededRandom(`${options.seed}:${purpose}`);
  const dealRandom = source('deals');
  // One source per seat, so a robot's choices depend on its own view only, never on another seat's.
  const robots = Object.fromEntries(
    SEATS.map((seat) => {
      const random = source(`robot:${seat}`);
      const own = options.bidding === 'random' ? randomRobot(random) : systemRobot(SAYC, random);
      return [seat, options.robots?.[seat] ?? own];
    }),
  ) as Record<Seat, Robot>;
  const session = createSession(options.form);
  const boards: BoardState[] = [];
  const lines = io.lines()[Symbol.asyncIterator]();
  const readLine = async (): Promise<string | null> => {
    const next = await lines.next();
    return next.done ? null : next.value;
  };
  const human = options.seat;
  const say = (text: string) => io.out(`${text}\n`);
  const problem = (error: TenaceError) =>
    say(style.yellow(`✗ ${lang === 'de' ? error.messageDe : error.message} [${error.code}]`));

  const robotsPlay =
    options.bidding === 'random'
      ? { en: 'call and play at random', de: 'reizen und spielen zufällig' }
      : options.robots !== undefined
        ? {
            en: 'bid SAYC and play with the card-play robot',
            de: 'reizen SAYC und spielen mit dem Spielroboter',
          }
        : { en: 'bid SAYC and play at random', de: 'reizen SAYC und spielen zufällig' };
  if (!options.auto) {
    say(
      style.bold(
        t(
          `Tenace · ${formName(options.form, lang)} · you are ${names[human]}, your partner is ${names[partnerOf(human)]}.`,
          `Tenace · ${formName(options.form, lang)} · Sie sitzen ${names[human]}, Ihr Partner ist ${names[partnerOf(human)]}.`,
        ),
      ),
    );
    say(
      style.dim(
        t(
          `The other three seats are robots: they ${robotsPlay.en}. Type help for the commands, hint for the robot's advice.`,
          `Die anderen drei Plätze sind Roboter: sie ${robotsPlay.de}. help zeigt die Befehle, hint den Rat des Roboters.`,
        ),
      ),
    );
  }

  let quit = false;
  for (let count = 0; options.boards === undefined || count < options.boards; count++) {
    const slot = session.next();
    const deal = randomDeal(dealRandom, slot.dealer);
    const started = bridgeGame.initial({
      deal,
      dealer: slot.dealer,
      vulnerability: slot.vulnerability,
      form: options.form,
      ...(options.form === 'duplicate' ? { board: slot.number } : {}),
    });
    if (!started.ok) throw new Error(`a dealt board was refused: ${started.error.message}`);
    let state = started.value;
    say('');
    say(
      style.bold(
        `━━ ${lang === 'de' ? slot.labelDe : slot.label} · ${t('dealer', 'Geber')} ${names[slot.dealer]} · ${t('vulnerable', 'in Gefahr')}: ${VUL_TEXT[lang][slot.vulnerability]} ━━`,
      ),
    );
    let drawn = -1;
    let shownTricks = 0;
    let auctionDone = false;

    const apply = (seat: Seat, action: BoardAction): TenaceError | null => {
      const next = bridgeGame.apply(state, seat, action);
      if (!next.ok) return next.error;
      state = next.value.state;
      if (!options.auto) narrate(next.value.event);
      return null;
    };

    const narrate = (event: BoardEvent) => {
      const mine = !options.auto && event.seat === controlledSeat(state, human);
      const who = mine ? t('You', 'Sie') : names[event.seat];
      switch (event.type) {
        case 'call':
          if (!auctionDone && state.phase !== 'auction') {
            auctionDone = true;
            say('');
            say(style.bold(t('Auction', 'Reizung')));
            say(
              auctionGridWithNotes(
                { dealer: state.setup.dealer, calls: state.auction.calls.map((call) => ({ call })) },
                { lang, style },
              ).trimEnd(),
            );
            say(style.bold(contractText(state, lang, style)));
          }
          break;
        case 'play': {
          const play = state.play;
          if (play !== null && play.tricks.length > shownTricks) {
            shownTricks = play.tricks.length;
            const trick = play.tricks[play.tricks.length - 1];
            if (trick !== undefined) {
              const cards = trick.cards
                .map(
                  (card, i) =>
                    `${SEAT_LETTERS[lang][seatAfter(trick.leader, i)]} ${style.card(card, { ten10: true })}`,
                )
                .join('  ');
              const won = play.tricks.filter((x) => sideOf(x.winner) === sideOf(human)).length;
              say(
                `${t('Trick', 'Stich')} ${play.tricks.length}: ${cards}  → ${style.bold(names[trick.winner])}   ${style.dim(t(`(you ${won}, they ${play.tricks.length - won})`, `(Sie ${won}, Gegner ${play.tricks.length - won})`))}`,
              );
            }
          }
          break;
        }
        case 'claim':
          say(
            t(
              `${who} claim${mine ? '' : 's'} ${event.tricks} of the remaining tricks.`,
              `${who} ${mine ? 'beanspruchen' : 'beansprucht'} ${event.tricks} der restlichen Stiche.`,
            ),
          );
          break;
        case 'acceptClaim':
          say(
            t(
              `${who} accept${mine ? '' : 's'} the claim.`,
              `${who} ${mine ? 'nehmen' : 'nimmt'} den Claim an.`,
            ),
          );
          break;
        case 'rejectClaim':
          say(
            t(
              `${who} ${mine ? 'do' : 'does'} not accept the claim: play goes on.`,
              `${who} ${mine ? 'nehmen' : 'nimmt'} den Claim nicht an: es wird weitergespielt.`,
            ),
          );
          break;
        case 'withdrawClaim':
          say(
            t(
              `${who} withdraw${mine ? '' : 's'} the claim.`,
              `${who} ${mine ? 'ziehen' : 'zieht'} den Claim zurück.`,
            ),
          );
          break;
        case 'requestUndo':
          say(
            t(
              `${who} ask${mine ? '' : 's'} to take back the last call or card.`,
              `${who} ${mine ? 'bitten' : 'bittet'}, die letzte Ansage oder Karte zurückzunehmen.`,
            ),
          );
          break;
        case 'acceptUndo':
          if (event.undone === undefined)
            say(t(`${who} agree${mine ? '' : 's'}.`, `${who} ${mine ? 'stimmen' : 'stimmt'} zu.`));
          else {
            // Calls can be taken back only before the opening lead, so an undo takes calls or cards, never both.
            const calls = state.phase === 'auction';
            const n = event.undone;
            const what = calls
              ? t(n === 1 ? 'call' : 'calls', n === 1 ? 'Ansage' : 'Ansagen')
              : t(n === 1 ? 'card' : 'cards', n === 1 ? 'Karte' : 'Karten');
            say(
              t(
                `${who} agree${mine ? '' : 's'}: ${n} ${what} taken back.`,
                `${who} ${mine ? 'stimmen' : 'stimmt'} zu: ${n} ${what} zurückgenommen.`,
              ),
            );
          }
          if (state.phase === 'auction') auctionDone = false;
          shownTricks = state.play?.tricks.length ?? 0;
          break;
        case 'rejectUndo':
          say(
            t(
              `${who} decline${mine ? '' : 's'}: it stands.`,
              `${who} ${mine ? 'lehnen' : 'lehnt'} ab: es bleibt dabei.`,
            ),
          );
          break;
      }
    };

    while (!bridgeGame.isOver(state)) {
      const awaited = bridgeGame.awaiting(state)[0];
      if (awaited === undefined) throw new Error('invariant: a board in play waits for nobody');
      const ctrl = controlledSeat(state, human);
      if (!options.auto && awaited === ctrl) {
        if (drawn !== state.events.length) {
          say('');
          say(screen(state, human, lang, style).trimEnd());
          drawn = state.events.length;
        }
        io.out(promptText(state, human, lang, style));
        const line = await readLine();
        // Piped input is not echoed by a terminal: repeat it, so a transcript reads as a dialogue.
        if (line !== null && !io.isTty) io.out(`${line}\n`);
        if (line === null) {
          say('');
          quit = true;
          break;
        }
        const command = line.trim();
        const word = command.toLowerCase();
        if (word === '') {
          drawn = -1;
          continue;
        }
        if (word === 'help' || word === '?' || word === 'hilfe') {
          io.out(HELP[lang]);
          continue;
        }
        if (word === 'quit' || word === 'exit' || word === 'ende') {
          quit = true;
          break;
        }
        if (word === 'score') {
          io.out(session.sheet(lang, style));
          continue;
        }
        if (word === 'hint' || word === 'tipp') {
          say(
            hintText(state, ctrl, session.partScores(), source(`hint:${state.events.length}`), lang, style),
          );
          continue;
        }
        if (word === 'last') {
          const last = bridgeGame.viewFor(state, ctrl).lastTrick;
          if (last === null)
            say(
              style.dim(
                t(
                  'No trick to look at: the last trick may be seen only until the next card is led.',
                  'Kein Stich zum Ansehen: der letzte Stich ist nur bis zum nächsten Ausspiel sichtbar.',
                ),
              ),
            );
          else
            say(
              `${t('Last trick', 'Letzter Stich')}: ${last.cards.map((card, i) => `${SEAT_LETTERS[lang][seatAfter(last.leader, i)]} ${style.card(card, { ten10: true })}`).join('  ')}  → ${names[last.winner]}`,
            );
          continue;
        }
        const pending = state.undo ?? state.claim;
        if (pending !== null) {
          // An opponent's claim or undo request waits for the player's answer.
          const yes = ['accept', 'yes', 'y', 'ja', 'j'].includes(word);
          const no = ['reject', 'no', 'n', 'nein'].includes(word);
          if (!yes && !no) {
            problem(
              makeError(
                'BAD_INPUT',
                `"${command}" is not an answer: type accept or reject`,
                `"${command}" ist keine Antwort: accept (annehmen) oder reject (ablehnen) eingeben`,
              ),
            );
            continue;
          }
          const kind = state.undo !== null ? 'Undo' : 'Claim';
          const error = apply(ctrl, { type: `${yes ? 'accept' : 'reject'}${kind}` });
          if (error) problem(error);
          continue;
        }
        if (word === 'undo') {
          const error = apply(ctrl, { type: 'requestUndo' });
          if (error) problem(error);
          continue;
        }
        const claim = /^claim(?:\s+(\S+))?$/.exec(word);
        if (claim) {
          const count = claim[1];
          if (count !== undefined && !/^\d+$/.test(count)) {
            problem(
              makeError(
                'BAD_CLAIM',
                `"${count}" is not a number of tricks: write claim 3, or claim for all the remaining tricks`,
                `"${count}" ist keine Stichzahl: claim 3 schreiben, oder claim für alle restlichen Stiche`,
              ),
            );
            continue;
          }
          const remaining = state.play === null ? 0 : 13 - state.play.tricks.length;
          const error = apply(ctrl, {
            type: 'claim',
            tricks: count === undefined ? remaining : Number(count),
          });
          if (error) problem(error);
          continue;
        }
        if (state.phase === 'auction') {
          const call = parseCall(command);
          const error = call.ok ? apply(ctrl, { type: 'call', call: call.value }) : call.error;
          if (error) problem(error);
        } else {
          const card = parseCard(command);
          const error = card.ok ? apply(ctrl, { type: 'play', card: card.value }) : card.error;
          if (error) problem(error);
        }
        continue;
      }
      const robot = robots[awaited];
      const action = robot.decide({
        view: bridgeGame.viewFor(state, awaited),
        legal: bridgeGame.legalActions(state, awaited),
        events: state.events.map((event) => bridgeGame.eventFor(event, awaited)),
        // Rubber and Chicago: the score sheet every player sees; the robots bid with it.
        partScores: session.partScores(),
      });
      const error = apply(awaited, action);
      if (error)
        throw new Error(`the ${robot.name} robot in ${awaited} chose a refused action: ${error.message}`);
    }
    if (quit) {
      if (state.events.length > 0 && !bridgeGame.isOver(state))
        say(style.dim(t('The board in progress is not scored.', 'Das laufende Board wird nicht gewertet.')));
      break;
    }
    boards.push(state);
    const result = bridgeGame.result(state);
    if (result === null) throw new Error('invariant: a finished board has a result');
    const added = session.add(result, state.setup.deal);
    if (!added.ok) throw new Error(`the session refused a result: ${added.error.message}`);
    say('');
    if (options.auto) {
      // Rubber and Chicago score the deal on the sheet below, not as a duplicate board.
      const score = options.form === 'duplicate';
      say(renderRecord(boardToRecord(state), { lang, style, score }).trimEnd());
    } else {
      if (!auctionDone && result.passedOut)
        say(
          style.bold(
            t('All four passed: the deal is passed out.', 'Alle vier passen: das Spiel ist gepasst.'),
          ),
        );
      else say(style.bold(resultText(state, lang, style, added.value)));
      const view = bridgeGame.viewFor(state, human);
      if (view.deal !== null) {
        let diagram = dealDiagram(
          view.deal,
          { dealer: state.setup.dealer, vulnerability: state.setup.vulnerability },
          { lang },
        );
        if (style.color) diagram = diagram.replace(/[♥♦]/g, (s) => style.red(s));
        say(diagram.trimEnd());
      }
    }
    say('');
    io.out(session.sheet(lang, style));
  }
  // Let go of standard input: a terminal's reader would otherwise keep the process alive.
  await lines.return?.();
  say('');
  say(style.bold(t('Final score', 'Schlussabrechnung')));
  io.out(session.final(lang, style));
  return { boards, session, quit };
}

function formName(form: BoardForm, lang: Lang): string {
  const de = lang === 'de';
  if (form === 'duplicate') return de ? 'Turnier (Duplicate-Wertung)' : 'duplicate scoring';
  if (form === 'rubber') return de ? 'Robberbridge' : 'rubber bridge';
  return de ? 'Chicago (vier Spiele je Runde)' : 'Chicago (rounds of four deals)';
}

function contractText(state: BoardState, lang: Lang, style: Style): string {
  const contract = state.contract;
  if (contract === null) return lang === 'de' ? 'Alle passen.' : 'Passed out.';
  const names = SEAT_NAMES[lang];
  const text = callText(formatContract(contract, 'symbols'), style);
  return lang === 'de'
    ? `Kontrakt: ${text} von ${names[contract.declarer]}; ${names[seatAfter(contract.declarer, 1)]} spielt aus.`
    : `Contract: ${text} by ${names[contract.declarer]}; ${names[seatAfter(contract.declarer, 1)]} leads.`;
}

function resultText(state: BoardState, lang: Lang, style: Style, entry: SessionDeal): string {
  const result = bridgeGame.result(state);
  if (result === null || result.passedOut) return lang === 'de' ? 'Alle passen.' : 'Passed out.';
  const names = SEAT_NAMES[lang];
  const contract = callText(formatContract(result.contract, 'symbols'), style);
  const how = result.claimed ? (lang === 'de' ? ' (Claim)' : ' (claim)') : '';
  // Duplicate scores the board alone; rubber and Chicago write what the deal adds to the sheet.
  const points =
    state.setup.form === 'duplicate'
      ? `NS ${result.nsScore > 0 ? '+' : ''}${result.nsScore}`
      : `${lang === 'de' ? 'auf dem Zettel' : 'on the sheet'}: NS ${entry.ns}, ${lang === 'de' ? 'OW' : 'EW'} ${entry.ew}`;
  return lang === 'de'
    ? `${contract} von ${names[result.declarer]}: ${result.tricks} Stiche${how}, ${outcomeText(result.contract.level, result.tricks, lang)} · ${points}`
    : `${contract} by ${names[result.declarer]}: ${result.tricks} tricks${how}, ${outcomeText(result.contract.level, result.tricks, lang)} · ${points}`;
}

function suitLine(hand: Hand, suit: (typeof SUITS)[number], style: Style): string {
  const cards = sortCards(hand.filter((c) => suitOf(c) === suit));
  const ranks = cards.map((c) => (c[1] === 'T' ? '10' : c[1]));
  return `${style.suit(suit)} ${ranks.length ? ranks.join(' ') : style.dim('—')}`;
}

function handBlock(title: string, hand: Hand | undefined, count: number, style: Style, lang: Lang): string[] {
  const cards = lang === 'de' ? (count === 1 ? 'Karte' : 'Karten') : count === 1 ? 'card' : 'cards';
  if (hand === undefined) return [title, style.dim(`(${count} ${cards})`)];
  return [title, ...SUITS.map((s) => suitLine(hand, s, style))];
}

/** The table as the player sees it: auction, or dummy, trick and hand; only what his seats may see. */
export function screen(state: BoardState, human: Seat, lang: Lang, style: Style): string {
  const ctrl = controlledSeat(state, human);
  const own = bridgeGame.viewFor(state, human);
  const acting = ctrl === human ? own : bridgeGame.viewFor(state, ctrl);
  const hands: Partial<Record<Seat, Hand>> = { ...own.hands, ...acting.hands };
  const names = SEAT_NAMES[lang];
  const t = (en: string, de: string) => (lang === 'de' ? de : en);
  const out: string[] = [];
  if (state.phase === 'auction') {
    const vul = state.setup.vulnerability;
    const us = isVulnerable(vul, human);
    const them = isVulnerable(vul, seatAfter(human, 1));
    const colours = t(
      us === them
        ? us
          ? 'both sides vulnerable'
          : 'nobody vulnerable'
        : us
          ? 'you are vulnerable, they are not'
          : 'they are vulnerable, you are not',
      us === them
        ? us
          ? 'beide in Gefahr'
          : 'niemand in Gefahr'
        : us
          ? 'Sie in Gefahr, die Gegner nicht'
          : 'die Gegner in Gefahr, Sie nicht',
    );
    out.push(
      `${style.bold(t('Auction', 'Reizung'))}  ${style.dim(`${t('dealer', 'Geber')} ${names[state.setup.dealer]} · ${colours}`)}`,
    );
    const calls = state.auction.calls.map((call) => ({ call }));
    out.push(auctionGridWithNotes({ dealer: state.setup.dealer, calls }, { lang, style }).trimEnd(), '');
    out.push(
      ...handBlock(
        style.bold(t(`Your hand (${names[human]})`, `Ihre Hand (${names[human]})`)),
        hands[human],
        13,
        style,
        lang,
      ),
    );
    return `${out.join('\n')}\n`;
  }
  const view: BoardView = acting;
  const contract = state.contract;
  if (contract === null) return '';
  const won = view.tricksWon;
  out.push(
    `${style.bold(callText(formatContract(contract, 'symbols'), style))} ${t('by', 'von')} ${names[contract.declarer]} (${t('needs', 'braucht')} ${contract.level + 6})  ·  ${t('tricks', 'Stiche')} NS ${won.NS}, ${t('EW', 'OW')} ${won.EW}  ·  ${t('trick', 'Stich')} ${Math.min(13, view.quittedTricks.length + 1)}`,
  );
  const label = (seat: Seat) => {
    const tags: string[] = [];
    if (seat === human) tags.push(t('you', 'Sie'));
    if (seat === contract.declarer)
      tags.push(
        seat === ctrl && seat !== human
          ? t('declarer, played by you', 'Alleinspieler, von Ihnen gespielt')
          : t('declarer', 'Alleinspieler'),
      );
    if (seat === view.dummy && (view.hands[seat] !== undefined || seat === human))
      tags.push(t('dummy', 'Dummy'));
    const text = `${names[seat]}${tags.length ? ` (${tags.join(', ')})` : ''}`;
    return seat === view.turn ? style.cyan(style.bold(`▶ ${text}`)) : style.bold(text);
  };
  const counts = (seat: Seat) => state.play?.hands[seat].length ?? 13;
  const block = (seat: Seat) => handBlock(label(seat), hands[seat], counts(seat), style, lang);
  const trick = view.trick;
  const played: Partial<Record<Seat, Card>> = {};
  if (trick !== null)
    trick.cards.forEach((card, i) => {
      played[seatAfter(trick.leader, i)] = card;
    });
  const cardAt = (seat: Seat) => {
    const card = played[seat];
    return card === undefined ? style.dim(seat === view.turn ? '?' : '·') : style.card(card, { ten10: true });
  };
  const col = 24;
  // The player sits at the bottom, his left-hand opponent on the left, as at a real table.
  const [bottom, left, top, right] = [0, 1, 2, 3].map((i) => seatAfter(human, i)) as [Seat, Seat, Seat, Seat];
  const north = block(top);
  const south = block(bottom);
  const west = block(left);
  const east = block(right);
  for (const line of north) out.push(' '.repeat(col) + line);
  const center = [
    '',
    `${' '.repeat(8)}${cardAt(top)}`,
    `${padVisible(`  ${cardAt(left)}`, 14)}${cardAt(right)}`,
    `${' '.repeat(8)}${cardAt(bottom)}`,
    '',
  ];
  const rows = Math.max(west.length, east.length, center.length);
  for (let i = 0; i < rows; i++)
    out.push(
      `${padVisible(west[i] ?? '', col)}${padVisible(center[i] ?? '', col)}${east[i] ?? ''}`.trimEnd(),
    );
  for (const line of south) out.push(' '.repeat(col) + line);
  if (state.phase === 'play' && view.actor === ctrl && view.turn !== null) {
    const legal = bridgeGame.legalActions(state, ctrl).flatMap((a) => (a.type === 'play' ? [a.card] : []));
    if (legal.length > 0)
      out.push(
        '',
        `${t('Playable', 'Spielbar')}: ${sortCards(legal)
          .map((c) => style.card(c, { ten10: true }))
          .join(' ')}`,
      );
  }
  return `${out.join('\n')}\n`;
}

function promptText(state: BoardState, human: Seat, lang: Lang, style: Style): string {
  const names = SEAT_NAMES[lang];
  const t = (en: string, de: string) => (lang === 'de' ? de : en);
  const pending = state.undo ?? state.claim;
  if (pending !== null) {
    const what =
      state.undo !== null
        ? t(
            `${names[pending.by]} asks to take back a call or card`,
            `${names[pending.by]} bittet um Rücknahme`,
          )
        : t(
            `${names[pending.by]} claims ${state.claim?.tricks} of the remaining tricks`,
            `${names[pending.by]} beansprucht ${state.claim?.tricks} der restlichen Stiche`,
          );
    return `${style.bold(what)}: ${t('accept or reject?', 'accept (annehmen) oder reject (ablehnen)?')}> `;
  }
  if (state.phase === 'auction')
    return `${style.bold(t(`${names[human]}, your call`, `${names[human]}, Ihre Ansage`))} ${style.dim('(help)')}> `;
  const view = bridgeGame.viewFor(state, controlledSeat(state, human));
  const turn = view.turn;
  if (turn === null) return '> ';
  const lead = view.trick !== null && view.trick.cards.length === 0;
  const fromDummy = turn === view.dummy;
  const what = lead ? t('lead', 'Ausspiel') : t('card', 'Karte');
  const whose = fromDummy
    ? t(`dummy's ${what} (${names[turn]})`, `${what} vom Dummy (${names[turn]})`)
    : turn === human
      ? t(`${names[human]}, your ${what}`, `${names[human]}, ${lead ? 'Ihr Ausspiel' : 'Ihre Karte'}`)
      : t(
          `${names[turn]} (declarer), your ${what}`,
          `${names[turn]} (Alleinspieler), ${lead ? 'Ihr Ausspiel' : 'Ihre Karte'}`,
        );
  return `${style.bold(whose)} ${style.dim('(help)')}> `;
}

/**
 * The robot's advice for the seat the player acts for: in the auction the SAYC call with its
 * meaning, in the play the card-play robot's card with its expected tricks. It sees what the
 * player sees (that seat's view), nothing more.
 */
function hintText(
  state: BoardState,
  seat: Seat,
  partScores: Readonly<Record<'NS' | 'EW', number>>,
  random: RandomSource,
  lang: Lang,
  style: Style,
): string {
  const de = lang === 'de';
  const view = bridgeGame.viewFor(state, seat);
  const hand = view.hands[seat];
  if (state.phase === 'auction' && hand !== undefined) {
    const side = sideOf(seat);
    const partScore = { we: partScores[side], they: partScores[side === 'NS' ? 'EW' : 'NS'] };
    const choice = chooseCall(SAYC, {
      hand,
      auction: view.auction,
      vulnerability: view.vulnerability,
      partScore,
    });
    const call = callText(formatCall(choice.call, 'symbols'), style);
    const meaning = describeMeaning(choice.meaning, lang);
    return de ? `Der Roboter würde ${call} sagen: ${meaning}` : `The robot would call ${call}: ${meaning}`;
  }
  if (state.phase === 'play' && bridgeGame.legalActions(state, seat).some((a) => a.type === 'play')) {
    const events = state.events.map((event) => bridgeGame.eventFor(event, seat));
    const decision = decidePlay(view, events, random.nextUint32().toString(36));
    if (decision.ok) {
      const d = decision.value;
      if (d.action.type === 'claim')
        return de
          ? `Der Roboter würde die restlichen ${d.action.tricks} Stiche beanspruchen.`
          : `The robot would claim the remaining ${d.action.tricks} tricks.`;
      const card = style.card(d.action.card, { ten10: true });
      const best = d.candidates[0];
      if (best === undefined || d.samples === 0)
        return de ? `Der Roboter würde ${card} spielen.` : `The robot would play ${card}.`;
      const tricks = best.meanTricks.toFixed(1);
      return de
        ? `Der Roboter würde ${card} spielen: im Mittel ${tricks} Stiche für Ihre Seite über ${d.samples} mögliche Verteilungen.`
        : `The robot would play ${card}: ${tricks} tricks for your side on average over ${d.samples} possible layouts.`;
    }
  }
  return style.dim(de ? 'Hier gibt es keinen Tipp.' : 'No hint here.');
}
