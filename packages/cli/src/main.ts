import { Command, CommanderError } from 'commander';
import { type AnalyzeOptions, runAnalyze } from './commands/analyze.js';
import { type BidRequest, runBid, runBidLines } from './commands/bid.js';
import { type CardRequest, runCard } from './commands/card.js';
import { type DdCommandOptions, runDd, runDdLines } from './commands/dd.js';
import { CONSTRAINT_OPTION_HELP, type DealOptions, runDeal } from './commands/deal.js';
import { type EvalOptions, runEval } from './commands/eval.js';
import { type ExplainRequest, runExplain } from './commands/explain.js';
import { runImps } from './commands/imps.js';
import { type ParCommandOptions, runPar } from './commands/par.js';
import { type PlayOptions, runPlay } from './commands/play.js';
import { type RubberOptions, runRubber } from './commands/rubber.js';
import { runScore, runScoreLines } from './commands/score.js';
import { runSelfplay, type SelfplayOptions } from './commands/selfplay.js';
import { runShow, type ShowOptions } from './commands/show.js';
import { runSimulate, type SimulateOptions } from './commands/simulate.js';
import {
  runWhistScore,
  runWhistScoreLines,
  runWhistSelfplay,
  type WhistScoreOptions,
  type WhistSelfplayOptions,
} from './commands/whist.js';
import { type CliIo, processIo } from './io.js';
import { EXIT_BAD_INPUT, type OutputOptions } from './output.js';
import { wantsColor } from './render/style.js';

const VERSION = '0.1.0';

/** Builds the `tenace` program. Each action stores its exit code in `exit.code`. */
function buildProgram(io: CliIo, exit: { code: number }): Command {
  const program = new Command('tenace')
    .description(
      'Tenace: contract bridge from the command line (deal, simulate, double dummy, par, score, IMPs, rubber, evaluation, bidding, hand records, play).',
    )
    .version(VERSION)
    .option('--json', 'machine-readable output (one JSON object per result)')
    .option('--lang <lang>', 'language of messages: en or de', 'en')
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .exitOverride()
    .showHelpAfterError();

  const global = (): OutputOptions => {
    const o = program.opts<{ json?: boolean; lang?: string }>();
    return { json: Boolean(o.json), lang: o.lang === 'de' ? 'de' : 'en' };
  };
  // `--json` is accepted before or after the command name.
  const output = (opts: { json?: boolean }): OutputOptions => ({
    ...global(),
    json: global().json || Boolean(opts.json),
  });

  program
    .command('score')
    .description('duplicate score of a result, e.g. `tenace score 4HX S 8 --vul NS`')
    .argument('[contract]', 'contract such as 3NT, 4HX, 6SXX')
    .argument('[declarer]', 'N, E, S or W')
    .argument('[tricks]', 'tricks taken by declarer (0-13)')
    .option('--vul <vul>', 'vulnerability: None, NS, EW or All', 'None')
    .option('--jsonl', 'read one JSON request per line on stdin, write one JSON result per line')
    .option('--json', 'JSON output')
    .action(
      async (
        contract: string | undefined,
        declarer: string | undefined,
        tricks: string | undefined,
        opts: { vul: string; jsonl?: boolean; json?: boolean },
      ) => {
        if (opts.jsonl) {
          exit.code = await runScoreLines(io);
          return;
        }
        const options = output(opts);
        if (contract === undefined || declarer === undefined || tricks === undefined) {
          throw new CommanderError(
            EXIT_BAD_INPUT,
            'tenace.usage',
            'score needs <contract> <declarer> <tricks>, or --jsonl',
          );
        }
        exit.code = runScore(io, { contract, declarer, tricks, vul: opts.vul }, options);
      },
    );

  const whist = program
    .command('whist')
    .description('Bid Whist: score a hand, robots in self-play (docs/bid-whist.md)');
  const collect = (value: string, previous: string[] = []) => [...previous, value];
  whist
    .command('score')
    .description('points of one hand, e.g. `tenace whist score --bid 4 --type uptown --books 11 --json`')
    .option('--bid <n>', 'the bid, 3 to 7')
    .option('--type <type>', 'uptown, downtown or notrump')
    .option('--books <n>', "the declaring side's books, the discard included (0-13)")
    .option('--option <name[=value]>', 'a house rule, e.g. singleNoTrump or minBid=4 (repeatable)', collect)
    .option('--jsonl', 'read one JSON request per line on stdin, write one JSON result per line')
    .option('--json', 'JSON output')
    .action(async (opts: WhistScoreOptions & { jsonl?: boolean; json?: boolean }) => {
      if (opts.jsonl) {
        exit.code = await runWhistScoreLines(io);
        return;
      }
      exit.code = runWhistScore(io, opts, output(opts));
    });
  whist
    .command('selfplay')
    .description(
      'our robots against the rule-based baseline, e.g. `tenace whist selfplay --games 100 --seed 1`',
    )
    .option('--games <n>', 'games to play (default 100), seats swapped every other game')
    .option('--seed <seed>', 'seed for deals and robots (default: cryptographic randomness)')
    .option('--rounds <n>', 'end each game after n hands instead of at +7/-7')
    .option('--option <name[=value]>', 'a house rule, e.g. declarerLeads or minBid=4 (repeatable)', collect)
    .option('--json', 'JSON output')
    .action((opts: WhistSelfplayOptions & { json?: boolean }) => {
      exit.code = runWhistSelfplay(io, opts, output(opts));
    });

  program
    .command('imps')
    .description('IMPs for a net point difference, e.g. `tenace imps 450` (L78B scale)')
    .argument('<difference>', 'net points, e.g. 450 or -30')
    .option('--json', 'JSON output')
    .action((difference: string, opts: { json?: boolean }) => {
      exit.code = runImps(io, difference, output(opts));
    });

  program
    .command('rubber')
    .description(
      'score sheet of a rubber or a Chicago round from a file of results (one deal per line: "4S S 10", "pass")',
    )
    .argument('<file>', 'results file; header lines may set "form chicago", "dealer E", "variant B"')
    .option('--chicago', 'score as Chicago (four deals) instead of rubber bridge')
    .option(
      '--variant <v>',
      'Chicago scoring: A (Laws, carry-over), B (duplicate-style), C (carry-over, 50 per part-score)',
    )
    .option('--vul23 <who>', 'Chicago deals 2 and 3: dealer (default) or nonDealer side vulnerable')
    .option('--dealer <seat>', 'first dealer (default N)')
    .option('--no-honours', 'Chicago: do not score honours')
    .option(
      '--partscore-bonus <n>',
      'rubber: bonus for the only part-score in an unfinished rubber, 100 or 50',
    )
    .option('--end', 'rubber: end an unfinished rubber after the last deal (RL80)')
    .option('--json', 'JSON output')
    .action(async (file: string, opts: RubberOptions & { json?: boolean }) => {
      exit.code = await runRubber(io, file, opts, output(opts));
    });

  program
    .command('eval')
    .description(
      'evaluate a hand: HCP, shape, distribution points, support points, controls, LTC, quick tricks',
    )
    .argument(
      '<hand>',
      'hand in PBN order S.H.D.C, e.g. AKQ2.J93.K42.T83 (10, lower case and - for a void accepted)',
    )
    .option('--fit <suit>', 'support points only with this trump suit (S, H, D, C)')
    .option('--scale <scale>', 'support points only on this shortness scale: 3-2-1 or 5-3-1')
    .option('--json', 'JSON output')
    .action((hand: string, opts: EvalOptions & { json?: boolean }) => {
      exit.code = runEval(io, hand, opts, output(opts));
    });

  program
    .command('dd')
    .description('double-dummy table of a deal, e.g. `tenace dd "N:AKQ2.J93.K42.T83 ..."`')
    .argument('[deal]', 'full deal in PBN form: "N:" then four hands S.H.D.C clockwise')
    .option('--jsonl', 'read one deal per line on stdin, write one JSON table per line (in input order)')
    .option('--threads <n>', 'worker threads for --jsonl (default: all cores; 1 = this thread)')
    .option('--json', 'JSON output')
    .action(
      async (deal: string | undefined, opts: DdCommandOptions & { jsonl?: boolean; json?: boolean }) => {
        if (opts.jsonl) {
          exit.code = await runDdLines(io, opts);
          return;
        }
        if (deal === undefined) {
          throw new CommanderError(EXIT_BAD_INPUT, 'tenace.usage', 'dd needs a <deal>, or --jsonl');
        }
        exit.code = runDd(io, deal, output(opts));
      },
    );

  program
    .command('par')
    .description('double-dummy par of a deal, e.g. `tenace par "N:..." --vul NS --dealer N`')
    .argument('<deal>', 'full deal in PBN form')
    .option('--vul <vul>', 'vulnerability: None, NS, EW or All', 'None')
    .option('--dealer <seat>', 'dealer (dealer par); without it North-South are taken to bid first')
    .option('--json', 'JSON output')
    .action((deal: string, opts: ParCommandOptions & { json?: boolean }) => {
      exit.code = runPar(io, deal, opts, output(opts));
    });

  program
    .command('analyze')
    .description(
      'add double-dummy tables, par and the cost of each played card to a PBN file, e.g. `tenace analyze in.pbn -o out.pbn`',
    )
    .argument('<file>', 'PBN file')
    .option('-o, --output <file>', 'write the analysed PBN here (default: standard output)')
    .option('--threads <n>', 'worker threads (default: all cores; 1 = this thread)')
    .option('--json', 'JSON summary on standard output')
    .action(async (file: string, opts: AnalyzeOptions & { json?: boolean }) => {
      exit.code = await runAnalyze(io, file, opts, output(opts));
    });

  program
    .command('show')
    .description('show the boards of a PBN or LIN file: diagram, auction, play trick by trick, result')
    .argument('<file>', 'a .pbn or .lin file')
    .option('--board <n>', 'only board n')
    .option('--format <format>', 'pbn or lin (default: from the file name)')
    .option('--no-color', 'no colours (also when NO_COLOR is set or output is not a terminal)')
    .option('--json', 'JSON output: the board records')
    .action(async (file: string, opts: ShowOptions & { json?: boolean }) => {
      const color = wantsColor(io.isTty, opts.color, process.env.NO_COLOR);
      exit.code = await runShow(io, file, { ...opts, color }, output(opts));
    });

  program
    .command('play')
    .description(
      "play at the terminal table with robots (SAYC bidding, the card-play robot), board after board, with the score sheet; with --pbn, the card-play robot's next card",
    )
    .option('--seat <seat>', 'your seat: N, E, S or W', 'S')
    .option('--form <form>', 'duplicate, rubber or chicago', 'chicago')
    .option('--seed <seed>', 'repeatable deals and robots (default: the system CSPRNG)')
    .option('--auto', 'four robots, no prompt (a demo or a test)')
    .option('--boards <n>', 'stop after n deals (default: until quit; 4 with --auto)')
    .option('--robots <kind>', 'how the robots bid: sayc (the system rules) or random', 'sayc')
    .option(
      '--card-play <kind>',
      'how the SAYC robots play: robot (sampling and double dummy) or random (fast)',
      'robot',
    )
    .option('--no-color', 'no colours (also when NO_COLOR is set or output is not a terminal)')
    .option(
      '--pbn <file>',
      "analysis: the card-play robot's next card for --seat in this PBN board, with its reasoning",
    )
    .option('--board <n>', 'with --pbn: the board number in the file (default: the first)')
    .option('--samples <n>', 'with --pbn: layouts sampled at most')
    .option('--time-ms <ms>', 'with --pbn: time budget per card in ms')
    .option('--scoring <scoring>', 'with --pbn: imps, mp or total', 'imps')
    .option('--json', 'with --pbn: JSON output')
    .action(async (opts: PlayOptions & { json?: boolean }) => {
      const color = wantsColor(io.isTty, opts.color, process.env.NO_COLOR);
      exit.code = await runPlay(io, { ...opts, color }, output(opts));
    });

  program
    .command('selfplay')
    .description(
      'robots bid and play seeded boards; per board contract, tricks, DD tricks, score and par, then a summary, e.g. `tenace selfplay --boards 200 --seed 1`',
    )
    .option('--boards <n>', 'number of boards', '200')
    .option('--seed <seed>', 'repeatable deals and robots (default: the clock)')
    .option('--scoring <scoring>', "the robots' scoring: imps, mp or total", 'imps')
    .option('-o, --output <file>', 'write the boards as PBN')
    .option('--jsonl', 'one JSON object per board on standard output (the summary on standard error)')
    .option('--samples <n>', 'layouts sampled per card at most')
    .option('--time-ms <ms>', 'time budget per card in ms')
    .option('--json', 'JSON output: the boards and the summary')
    .action(async (opts: SelfplayOptions & { json?: boolean }) => {
      exit.code = await runSelfplay(io, opts, output(opts));
    });

  program
    .command('bid')
    .description(
      'the robot call for a hand and its meaning, e.g. `tenace bid --hand KQ73.AJ4.K82.Q95 --auction "1C P" --dealer N`',
    )
    .option('--hand <hand>', 'hand of the seat to call next, S.H.D.C, e.g. KQ73.AJ4.K82.Q95')
    .option('--auction <calls>', 'calls so far from the dealer, e.g. "1C P" (empty: the dealer calls)', '')
    .option('--dealer <seat>', 'dealer: N, E, S or W', 'N')
    .option('--vul <vul>', 'vulnerability: None, NS, EW or All', 'None')
    .option('--system <system>', 'bidding system: sayc or forumd', 'sayc')
    .option(
      '--conventions <list>',
      'conventions on or off for the partnership, e.g. "rkcb1430,bergen,-gerber"',
    )
    .option(
      '--jsonl',
      'read one JSON request per line on stdin ({"hand","auction","dealer","vul","system","conventions"})',
    )
    .option('--json', 'JSON output')
    .action(async (opts: Partial<BidRequest> & { jsonl?: boolean; json?: boolean }) => {
      if (opts.jsonl) {
        exit.code = await runBidLines(io, global().lang);
        return;
      }
      if (opts.hand === undefined) {
        throw new CommanderError(EXIT_BAD_INPUT, 'tenace.usage', 'bid needs --hand <hand>, or --jsonl');
      }
      exit.code = runBid(io, { ...opts, hand: opts.hand }, output(opts));
    });

  program
    .command('explain')
    .description(
      'the system meaning of every call of an auction, e.g. `tenace explain --auction "1NT P 2C P"`',
    )
    .option('--auction <calls>', 'calls from the dealer, e.g. "1NT P 2C P"', '')
    .option('--dealer <seat>', 'dealer: N, E, S or W', 'N')
    .option('--vul <vul>', 'vulnerability: None, NS, EW or All', 'None')
    .option('--system <system>', 'bidding system: sayc or forumd', 'sayc')
    .option(
      '--conventions <list>',
      'conventions on or off for the partnership, e.g. "rkcb1430,bergen,-gerber"',
    )
    .option('--json', 'JSON output')
    .action((opts: ExplainRequest & { json?: boolean }) => {
      exit.code = runExplain(io, opts, output(opts));
    });

  program
    .command('card')
    .description(
      'the convention card of a bidding system, written from its rules, e.g. `tenace card --system forumd`',
    )
    .option('--system <system>', 'bidding system: sayc or forumd', 'sayc')
    .option(
      '--conventions <list>',
      'conventions on or off for the partnership, e.g. "rkcb1430,bergen,-gerber"',
    )
    .option('--json', 'JSON output')
    .action((opts: CardRequest & { json?: boolean }) => {
      exit.code = runCard(io, opts, output(opts));
    });

  const withConstraints = (command: Command): Command => {
    for (const [flags, help] of CONSTRAINT_OPTION_HELP) command.option(flags, help);
    return command;
  };

  withConstraints(
    program
      .command('deal')
      .description(
        'random boards, optionally meeting constraints, e.g. `tenace deal --north "hcp 15-17 balanced" --count 10`',
      )
      .argument(
        '[constraints...]',
        'constraints that start with a seat or partnership: "north hcp 15-17", "ns: spades 8+"',
      )
      .option('--count <n>', 'number of boards (default 1)')
      .option('--board <n>', 'number of the first board: dealer and vulnerability by Law 2 (default 1)')
      .option('--format <format>', 'text (diagram), pbn or json', 'text')
      .option('-v, --verbose', 'report attempts and how many met the constraints (stderr)'),
  )
    .option('--json', 'JSON output (the json format)')
    .action((constraints: string[], opts: DealOptions & { json?: boolean }) => {
      exit.code = runDeal(io, constraints, opts, output(opts));
    });

  withConstraints(
    program
      .command('simulate')
      .description(
        'double-dummy simulation over constrained deals, e.g. `tenace simulate --north "hcp 15-17 balanced" --south "spades 5+" --contract 4S --by S`',
      )
      .argument(
        '[constraints...]',
        'constraints that start with a seat or partnership: "north hcp 15-17", "ns: spades 8+"',
      )
      .option(
        '--contract <contract>',
        'contract to simulate, e.g. 4S or 3NT:N (declarer after a colon); repeat to compare contracts',
        (value: string, previous: string[] = []) => [...previous, value],
      )
      .option('--by <seat>', 'declarer of the contracts written without one')
      .option('--count <n>', 'number of deals (default 100)')
      .option('--vul <vul>', 'vulnerability for the scores: None, NS, EW or All', 'None')
      .option('--threads <n>', 'worker threads (default: all cores; 1 = this thread)')
      .option('--no-progress', 'no progress bar (it shows only when stderr is a terminal)')
      .option('--deals', "JSON: also list each deal with declarer's tricks in each contract"),
  )
    .option('--json', 'JSON output: one result object')
    .action(async (constraints: string[], opts: SimulateOptions & { json?: boolean }) => {
      exit.code = await runSimulate(io, constraints, opts, output(opts));
    });

  return program;
}

/** Runs the CLI with `argv` (without node and script) and returns the exit code. */
export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  const exit = { code: 0 };
  const program = buildProgram(io, exit);
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (
        error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.version' ||
        error.code === 'commander.help'
      )
        return 0;
      if (error.code === 'tenace.usage') io.err(`tenace: ${error.message}\n`);
      return EXIT_BAD_INPUT;
    }
    throw error;
  }
  return exit.code;
}
