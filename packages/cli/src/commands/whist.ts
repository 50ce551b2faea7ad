import {
  type BidWhistRules,
  cryptoRandom,
  fail,
  ok,
  type Result,
  type Seat,
  scoreWhistRequest,
  seededRandom,
  type WhistHandScore,
  whistRules,
} from '@tenace/engine';
import { baselineWhistRobot, playWhistGame, whistRobot } from '@tenace/robots';
import type { CliIo } from '../io.js';
import { runJsonLines } from '../jsonl.js';
import { EXIT_OK, type OutputOptions, printJson, reportError } from '../output.js';

// `tenace whist`: Bid Whist from the command line. `score` scores one hand (or JSON lines) under
// the house rules; `selfplay` plays games between our robots and the rule-based baseline.

/** Reads `--option name` (true) and `--option name=value` into a rules object; BAD_WHIST_OPTION on nonsense. */
export function whistOptions(words: readonly string[] = []): Result<BidWhistRules> {
  const options: Record<string, unknown> = {};
  for (const word of words) {
    const m = /^([A-Za-z]+)(?:=(.*))?$/.exec(word.trim());
    if (m === null) {
      return fail(
        'BAD_WHIST_OPTION',
        `"${word}" is not an option (write name or name=value, e.g. singleNoTrump or minBid=4)`,
        `"${word}" ist keine Option (Schreibweise Name oder Name=Wert, z. B. singleNoTrump oder minBid=4)`,
      );
    }
    const raw = m[2];
    options[m[1] as string] =
      raw === undefined || raw === 'true'
        ? true
        : raw === 'false'
          ? false
          : raw === 'null'
            ? null
            : /^\d+$/.test(raw)
              ? Number(raw)
              : raw;
  }
  return whistRules(options);
}

export interface WhistScoreOptions {
  readonly bid?: string;
  readonly type?: string;
  readonly books?: string;
  readonly option?: readonly string[];
}

/** The answer of `whist score`: the points of each side for the hand. */
export interface WhistScoreAnswer {
  readonly declarers: number;
  readonly defenders: number;
}

function scoreAnswer(score: WhistHandScore): WhistScoreAnswer {
  return { declarers: score.declarers, defenders: score.defenders };
}

/** `tenace whist score --bid 4 --type uptown --books 11 [--option …]`. */
export function runWhistScore(io: CliIo, opts: WhistScoreOptions, output: OutputOptions): number {
  const rules = whistOptions(opts.option);
  if (!rules.ok) return reportError(io, rules.error, output);
  const scored = scoreWhistRequest({
    bid: opts.bid ?? '',
    type: opts.type ?? '',
    books: opts.books ?? '',
    options: rules.value,
  });
  if (!scored.ok) return reportError(io, scored.error, output);
  const answer = scoreAnswer(scored.value);
  if (output.json) printJson(io, answer);
  else {
    const { bid } = scored.value;
    const books = Number(opts.books);
    const made = books >= 6 + bid.level;
    const sign = (n: number) => (n > 0 ? `+${n}` : `${n}`);
    io.out(
      `${bid.level} ${bid.type}, ${books} books: ${made ? 'made' : 'set'}; declarers ${sign(answer.declarers)}, defenders ${sign(answer.defenders)}\n`,
    );
  }
  return EXIT_OK;
}

/** `tenace whist score --jsonl`: `{"bid":4,"type":"notrump","books":9,"options":{…}}` per line, one answer per line. */
export function runWhistScoreLines(io: CliIo): Promise<number> {
  return runJsonLines(
    io,
    (request) => {
      const r = request as { bid?: unknown; type?: unknown; books?: unknown; options?: unknown };
      const scored = scoreWhistRequest({
        bid: r.bid,
        type: r.type,
        books: r.books,
        options: r.options ?? {},
      });
      return scored.ok ? ok(scoreAnswer(scored.value)) : scored;
    },
    {
      notJson: { en: 'this line is not JSON', de: 'diese Zeile ist kein JSON' },
      notObject: { en: 'a request must be a JSON object', de: 'eine Anfrage muss ein JSON-Objekt sein' },
    },
  );
}

export interface WhistSelfplayOptions {
  readonly games?: string;
  readonly seed?: string;
  readonly rounds?: string;
  readonly option?: readonly string[];
}

/** One game of a self-play run. */
interface GameLine {
  readonly game: number;
  readonly ours: 'NS' | 'EW';
  readonly winner: 'NS' | 'EW' | null;
  readonly scores: { readonly NS: number; readonly EW: number };
  readonly hands: number;
}

function countOf(text: string | undefined, name: string, fallback: number, max: number): Result<number> {
  if (text === undefined) return ok(fallback);
  const n = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || n < 1 || n > max) {
    return fail(
      'BAD_INPUT',
      `--${name} must be a whole number from 1 to ${max}`,
      `--${name} muss eine ganze Zahl von 1 bis ${max} sein`,
    );
  }
  return ok(n);
}

/**
 * `tenace whist selfplay --games 100 --seed 1`: our robots against the baseline, games in pairs
 * on the same deals with the seats swapped (ours North-South first), each game to ±7 (or
 * `--rounds` hands). Prints the games won by each and, with --json, every game.
 */
export function runWhistSelfplay(io: CliIo, opts: WhistSelfplayOptions, output: OutputOptions): number {
  const games = countOf(opts.games, 'games', 100, 100_000);
  if (!games.ok) return reportError(io, games.error, output);
  const words = [...(opts.option ?? []), ...(opts.rounds === undefined ? [] : [`rounds=${opts.rounds}`])];
  const rules = whistOptions(words);
  if (!rules.ok) return reportError(io, rules.error, output);
  const seed = opts.seed;
  const lines: GameLine[] = [];
  let ourWins = 0;
  for (let g = 0; g < games.value; g++) {
    const oursNS = g % 2 === 0;
    const ours = whistRobot({ seed: `${seed ?? 'crypto'}/${g}` });
    const base = baselineWhistRobot();
    const robots: Record<Seat, typeof ours> = oursNS
      ? { N: ours, S: ours, E: base, W: base }
      : { N: base, S: base, E: ours, W: ours };
    const source = seed === undefined ? cryptoRandom() : seededRandom(`${seed}/deals/${Math.floor(g / 2)}`);
    const played = playWhistGame(robots, rules.value, 'N', source);
    const side = oursNS ? 'NS' : 'EW';
    if (played.match.winner === side) ourWins++;
    lines.push({
      game: g + 1,
      ours: side,
      winner: played.match.winner,
      scores: played.match.scores,
      hands: played.hands.length,
    });
  }
  const summary = {
    games: games.value,
    seed: seed ?? null,
    ourWins,
    baselineWins: lines.filter((l) => l.winner !== null && l.winner !== l.ours).length,
    winRate: Number((ourWins / games.value).toFixed(4)),
    hands: lines.reduce((n, l) => n + l.hands, 0),
  };
  if (output.json) printJson(io, { ...summary, results: lines });
  else {
    for (const l of lines) {
      const mark = l.winner === l.ours ? 'ours' : 'baseline';
      io.out(
        `game ${l.game}: ours ${l.ours}, NS ${l.scores.NS} EW ${l.scores.EW} after ${l.hands} hands, ${mark} won\n`,
      );
    }
    io.out(
      `${summary.games} games: our robots won ${summary.ourWins} (${(100 * summary.winRate).toFixed(1)}%), the baseline ${summary.baselineWins}; ${summary.hands} hands\n`,
    );
  }
  return EXIT_OK;
}
