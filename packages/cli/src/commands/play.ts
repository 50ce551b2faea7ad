import { BOARD_FORMS, type BoardForm, makeError, parseSeat, type Seat } from '@tenace/engine';
import type { CliIo } from '../io.js';
import { EXIT_OK, type OutputOptions, reportError } from '../output.js';
import { runTable } from '../play/table.js';

export interface PlayOptions {
  readonly seat?: string;
  readonly form?: string;
  readonly seed?: string;
  readonly auto?: boolean;
  readonly boards?: string;
  /** How the robots bid: sayc (default) or random. */
  readonly robots?: string;
  /** Colours (the caller decides from the terminal, `--no-color` and NO_COLOR). */
  readonly color?: boolean;
}

/**
 * `tenace play`: the terminal table. You sit in one seat against interim robots (or watch four
 * robots with `--auto`), board after board in the chosen form, with the score sheet after each.
 */
export async function runPlay(io: CliIo, options: PlayOptions, output: OutputOptions): Promise<number> {
  const seat = parseSeat(options.seat ?? 'S');
  if (!seat.ok) return reportError(io, seat.error, output);
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
  await runTable(io, {
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
