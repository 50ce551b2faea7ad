/**
 * Reader for the DDS test-file format (hands/list*.txt of DDS 2.9), used by the solver's tests and
 * benchmark. See test/fixtures/dds/README.md for the format. Pure: takes the text, not a path.
 */

export interface DdsFutCard {
  /** 0..3 = S, H, D, C. */
  readonly suit: number;
  /** 2..14. */
  readonly rank: number;
  /** Rank bit mask (bit r = rank r) of the lower equivalent cards. */
  readonly equals: number;
  readonly score: number;
}

export interface DdsRecord {
  /** 0..3 = N, E, S, W. */
  readonly dealer: number;
  /** 0 None, 1 Both, 2 NS, 3 EW. */
  readonly vul: number;
  /** 0..4 = S, H, D, C, NT. */
  readonly trump: number;
  /** Seat leading in the FUT and PLAY tests. */
  readonly first: number;
  /** PBN deal string. */
  readonly deal: string;
  readonly fut: readonly DdsFutCard[];
  /** 20 entries, strain-major (S H D C NT), seats N E S W: declarer's tricks. */
  readonly table: readonly number[];
  /** The four quoted strings of the PAR line. */
  readonly par: readonly string[];
  /** The quoted strings of the PAR2 line: score, then contracts. */
  readonly par2: readonly string[];
  /** Cards of the PLAY line as two-character tokens like 'CT'. */
  readonly play: readonly string[];
  readonly trace: readonly number[];
}

function tokens(line: string): string[] {
  const out: string[] = [];
  const re = /"([^"]*)"|(\S+)/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) out.push(m[1] ?? (m[2] as string));
  return out;
}

function ints(list: readonly string[]): number[] {
  return list.map((t) => {
    const n = Number(t);
    if (!Number.isInteger(n)) throw new Error(`not an integer: ${t}`);
    return n;
  });
}

/** Parses a whole file; throws on malformed input (test data is trusted to be well-formed). */
export function parseDdsFile(text: string): DdsRecord[] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const head = tokens(lines[0] ?? '');
  if (head[0] !== 'NUMBER') throw new Error('missing NUMBER line');
  const count = Number(head[1]);
  const records: DdsRecord[] = [];
  for (let r = 0; r < count; r++) {
    const get = (offset: number, tag: string): string[] => {
      const t = tokens(lines[1 + r * 7 + offset] ?? '');
      if (t[0] !== tag) throw new Error(`record ${r + 1}: expected ${tag}, found ${t[0]}`);
      return t.slice(1);
    };
    const pbn = get(0, 'PBN');
    const fut = ints(get(1, 'FUT'));
    const n = fut[0] as number;
    const futCards: DdsFutCard[] = [];
    for (let i = 0; i < n; i++) {
      futCards.push({
        suit: fut[1 + i] as number,
        rank: fut[1 + n + i] as number,
        equals: fut[1 + 2 * n + i] as number,
        score: fut[1 + 3 * n + i] as number,
      });
    }
    const play = get(5, 'PLAY');
    const playCards = (play[1] ?? '').match(/../g) ?? [];
    const trace = ints(get(6, 'TRACE'));
    records.push({
      dealer: Number(pbn[0]),
      vul: Number(pbn[1]),
      trump: Number(pbn[2]),
      first: Number(pbn[3]),
      deal: pbn[4] as string,
      fut: futCards,
      table: ints(get(2, 'TABLE')),
      par: get(3, 'PAR'),
      par2: get(4, 'PAR2'),
      play: playCards,
      trace: trace.slice(1),
    });
  }
  return records;
}
