import {
  BOARD_FORMS,
  type BoardForm,
  boardTurn,
  bridgeGame,
  cryptoRandom,
  formatContract,
  makeError,
  parsePbn,
  parseSeat,
  partnerOf,
  recordToBoard,
  SEATS,
  type Seat,
  seededRandom,
} from '@tenace/engine';
import { decidePlay, type Robot, robot, SAYC } from '@tenace/robots';
import { type CliIo, readInputFile } from '../io.js';
import { EXIT_OK, type OutputOptions, printJson, reportError } from '../output.js';
import { runTable } from '../play/table.js';
import { playSettings } from './selfplay.js';

export interface PlayOptions {
  readonly seat?: string;
  readonly form?: string;
  readonly seed?: string;
  readonly auto?: boolean;
  readonly boards?: string;
  /** How the robots bid: sayc (default) or random. */
  readonly robots?: string;
  /** How the robots play their cards: random (the interim robot, default) or robot (sampling and double dummy). */
  readonly cardPlay?: string;
  /** Colours (the caller decides from the terminal, `--no-color` and NO_COLOR). */
  readonly color?: boolean;
  /** Analysis mode: the card-play robot's next card for `seat` in this PBN file's board. */
  readonly pbn?: string;
  /** The board of the PBN file (its number; default the first). */
  readonly board?: string;
  readonly samples?: string;
  readonly timeMs?: string;
  readonly scoring?: string;
}

/**
 * `tenace play`: the terminal table. You sit in one seat against interim robots (or watch four
 * robots with `--auto`), board after board in the chosen form, with the score sheet after each.
 */
export async function runPlay(io: CliIo, options: PlayOptions, output: OutputOptions): Promise<number> {
  const seat = parseSeat(options.seat ?? 'S');
  if (!seat.ok) return reportError(io, seat.error, output);
  if (options.pbn !== undefined) return runPlayAnalysis(io, options.pbn, seat.value, options, output);
  const form = (options.form ?? 'chicago').toLowerCase();
  if (!(BOARD_FORMS as readonly string[]).includes(form)) {
    return reportError(
      io,
      makeError(
        'BAD_INPUT',
        `"${options.form}" is not a form of the game (${BOARD_FORMS.join(', ')})`,
        `"${options.form}" ist keine Spielform (${BOARD_FORMS.join(', ')})`,
      ),
      output,
    );
  }
  let boards: number | undefined;
  if (options.boards !== undefined) {
    boards = Number(options.boards);
    if (!/^\d+$/.test(options.boards.trim()) || boards < 1) {
      return reportError(
        io,
        makeError(
          'BAD_INPUT',
          `"${options.boards}" is not a number of boards (1, 2, 3…)`,
          `"${options.boards}" ist keine Anzahl Boards (1, 2, 3…)`,
        ),
        output,
      );
    }
  } else if (options.auto) boards = 4;
  const bidding = (options.robots ?? 'sayc').toLowerCase();
  if (bidding !== 'sayc' && bidding !== 'random') {
    return reportError(
      io,
      makeError(
        'BAD_INPUT',
        `"${options.robots}" is not a kind of robot (sayc, random)`,
        `"${options.robots}" ist keine Robot-Art (sayc, random)`,
      ),
      output,
    );
  }
  if (options.seed !== undefined && options.seed.trim() === '') {
    return reportError(io, makeError('BAD_SEED', 'the seed is empty', 'der Startwert ist leer'), output);
  }
  const cardPlay = (options.cardPlay ?? 'robot').toLowerCase();
  if (cardPlay !== 'robot' && cardPlay !== 'random') {
    return reportError(
      io,
      makeError(
        'BAD_INPUT',
        `"${options.cardPlay}" is not a kind of card play (robot, random)`,
        `"${options.cardPlay}" ist keine Art des Kartenspiels (robot, random)`,
      ),
      output,
    );
  }
  // The card-play robots, seeded per seat as the table seeds its own robots.
  const seed = options.seed;
  const players =
    cardPlay === 'robot' && bidding === 'sayc'
      ? (Object.fromEntries(
          SEATS.map((s) => [
            s,
            robot(SAYC, seed === undefined ? cryptoRandom() : seededRandom(`${seed}:robot:${s}`)),
          ]),
        ) as Record<Seat, Robot>)
      : undefined;
  await runTable(io, {
    ...(players === undefined ? {} : { robots: players }),
    seat: seat.value as Seat,
    form: form as BoardForm,
    auto: Boolean(options.auto),
    bidding,
    ...(boards === undefined ? {} : { boards }),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    lang: output.lang ?? 'en',
    color: Boolean(options.color),
  });
  return EXIT_OK;
}

/**
 * `tenace play --pbn board.pbn --seat S`: the card-play robot's next card (or claim) for that
 * seat in the board's position, from what the seat sees, with its reasoning: the layouts
 * sampled and each candidate's expected tricks and score. The seat may be dummy's: declarer
 * decides for it.
 */
async function runPlayAnalysis(
  io: CliIo,
  path: string,
  seat: Seat,
  options: PlayOptions,
  output: OutputOptions,
): Promise<number> {
  const settings = playSettings(options);
  if (!settings.ok) return reportError(io, settings.error, output);
  const text = await readInputFile(io, path);
  if (!text.ok) return reportError(io, text.error, output);
  const records = parsePbn(text.value);
  if (!records.ok) return reportError(io, records.error, output);
  const wanted = options.board === undefined ? undefined : Number(options.board);
  const record = wanted === undefined ? records.value[0] : records.value.find((r) => r.board === wanted);
  if (record === undefined) {
    return reportError(
      io,
      makeError(
        'BAD_INPUT',
        wanted === undefined ? `${path} holds no board` : `${path} holds no board ${options.board}`,
        wanted === undefined ? `${path} enthält kein Board` : `${path} enthält kein Board ${options.board}`,
      ),
      output,
    );
  }
  const state = recordToBoard(record);
  if (!state.ok) return reportError(io, state.error, output);
  const board = state.value;
  const contract = board.contract;
  const turn = boardTurn(board);
  if (board.phase !== 'play' || contract === null || turn === null) {
    return reportError(
      io,
      makeError(
        'WRONG_PHASE',
        'the board is not in the play: no card to choose',
        'das Board ist nicht im Spiel: keine Karte zu wählen',
      ),
      output,
    );
  }
  const dummy = partnerOf(contract.declarer);
  const viewer = seat === dummy ? contract.declarer : seat;
  if (turn !== seat && !(turn === dummy && seat === contract.declarer)) {
    return reportError(
      io,
      makeError(
        'NOT_YOUR_TURN',
        `it is ${turn}'s card, not ${seat}'s`,
        `${turn} ist am Spiel, nicht ${seat}`,
        {
          seat,
        },
      ),
      output,
    );
  }
  const decision = decidePlay(
    bridgeGame.viewFor(board, viewer),
    board.events.map((event) => bridgeGame.eventFor(event, viewer)),
    options.seed ?? '1',
    settings.value,
  );
  if (!decision.ok) return reportError(io, decision.error, output);
  const d = decision.value;
  if (output.json) {
    printJson(io, {
      board: record.board ?? null,
      contract: formatContract(contract),
      declarer: contract.declarer,
      ...d,
    });
    return EXIT_OK;
  }
  const de = output.lang === 'de';
  const action =
    d.action.type === 'claim'
      ? de
        ? `claimt die restlichen ${d.action.tricks} Stiche`
        : `claims the remaining ${d.action.tricks} tricks`
      : de
        ? `spielt ${d.action.card}`
        : `plays ${d.action.card}`;
  io.out(
    `${de ? 'Board' : 'Board'} ${record.board ?? '-'}, ${formatContract(contract)} ${de ? 'von' : 'by'} ${contract.declarer}: ${d.seat} ${action} (${d.reason})\n`,
  );
  if (d.samples > 0) {
    io.out(
      de
        ? `${d.samples} Verteilungen (Reizung: ${d.level}), ${d.attempts} Versuche, ${Math.round(d.ms)} ms, Wertung ${d.scoring}\n`
        : `${d.samples} layouts (auction: ${d.level}), ${d.attempts} deals tried, ${Math.round(d.ms)} ms, scoring ${d.scoring}\n`,
    );
  }
  if (d.candidates.length > 0) {
    const names = d.candidates.map((c) => [c.card, ...c.equals].join(' '));
    const width = Math.max(10, ...names.map((n) => n.length));
    io.out(
      `${(de ? 'Karte' : 'card').padEnd(width)} ${de ? 'Stiche' : 'tricks'}   score    ${de ? 'Wert' : 'value'}\n`,
    );
    d.candidates.forEach((c, i) => {
      io.out(
        `${(names[i] as string).padEnd(width)} ${c.meanTricks.toFixed(2).padStart(6)} ${c.meanScore.toFixed(0).padStart(7)} ${c.value.toFixed(2).padStart(7)}${c.rule === undefined ? '' : `  ${c.rule}`}\n`,
      );
    });
  }
  return EXIT_OK;
}
