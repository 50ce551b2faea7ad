import {
  fail,
  formatContract,
  ok,
  parseContract,
  parseSeat,
  parseVulnerability,
  type Result,
  scoreDuplicateResult,
  type Vulnerability,
} from '@tenace/engine';
import type { CliIo } from '../io.js';
import { runJsonLines } from '../jsonl.js';
import { EXIT_OK, type OutputOptions, printJson, reportError } from '../output.js';

export interface ScoreRequest {
  readonly contract: string;
  readonly declarer: string;
  readonly tricks: number | string;
  readonly vul?: string;
}

export interface ScoreAnswer {
  readonly contract: string;
  readonly declarer: string;
  readonly tricks: number;
  readonly vul: Vulnerability;
  /** The declaring side's points. */
  readonly score: number;
  /** North-South's points. */
  readonly ns: number;
}

/** Scores one duplicate result, validating every field. */
export function scoreRequest(request: ScoreRequest): Result<ScoreAnswer> {
  const contract = parseContract(String(request.contract ?? ''));
  if (!contract.ok) return contract;
  const declarer = parseSeat(String(request.declarer ?? ''));
  if (!declarer.ok) return declarer;
  const tricksText = String(request.tricks ?? '');
  const tricks = Number(tricksText);
  if (!/^\d{1,2}$/.test(tricksText.trim()) || tricks > 13) {
    return fail(
      'BAD_TRICKS',
      `"${tricksText}" is not a number of tricks (0 to 13)`,
      `"${tricksText}" ist keine Stichzahl (0 bis 13)`,
    );
  }
  const vul = parseVulnerability(request.vul ?? 'None');
  if (!vul.ok) return vul;
  const scored = scoreDuplicateResult(
    { contract: contract.value, declarer: declarer.value, tricks },
    vul.value,
  );
  if (!scored.ok) return scored;
  return ok({
    contract: formatContract(contract.value),
    declarer: declarer.value,
    tricks,
    vul: vul.value,
    score: scored.value.score,
    ns: scored.value.ns,
  });
}

function describe(answer: ScoreAnswer): string {
  const level = Number(answer.contract[0]);
  const diff = answer.tricks - (level + 6);
  const outcome =
    diff === 0
      ? 'made exactly'
      : diff > 0
        ? `made with ${diff} overtrick${diff > 1 ? 's' : ''}`
        : `down ${-diff}`;
  const sign = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  return (
    `${answer.contract} by ${answer.declarer}, ${answer.tricks} tricks (${outcome}), vulnerable: ${answer.vul}\n` +
    `declarer's side ${sign(answer.score)}, NS ${sign(answer.ns)}, EW ${sign(-answer.ns)}\n`
  );
}

/** `tenace score <contract> <declarer> <tricks> [--vul V]`. */
export function runScore(io: CliIo, args: ScoreRequest, options: OutputOptions): number {
  const answer = scoreRequest(args);
  if (!answer.ok) return reportError(io, answer.error, options);
  if (options.json) printJson(io, answer.value);
  else io.out(describe(answer.value));
  return EXIT_OK;
}

/** `tenace score --jsonl`: one request object per input line, one answer (or error) object per output line. */
export function runScoreLines(io: CliIo): Promise<number> {
  return runJsonLines(io, (request) => scoreRequest(request as ScoreRequest), {
    notJson: { en: 'this line is not JSON', de: 'diese Zeile ist kein JSON' },
    notObject: { en: 'a request must be a JSON object', de: 'eine Anfrage muss ein JSON-Objekt sein' },
  });
}
