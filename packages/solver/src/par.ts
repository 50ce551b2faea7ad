import {
  type Deal,
  duplicateScore,
  type Level,
  ok,
  type Result,
  SEATS,
  type Seat,
  type Strain,
  undertrickPenalty,
  type Vulnerability,
} from '@tenace/engine';
import { type DdTable, ddTable } from './table.js';

/** One par contract. */
export interface ParContract {
  readonly level: Level;
  readonly strain: Strain;
  /** The seat, or both seats of a side, that can declare it. */
  readonly declarers: readonly Seat[];
  /** A sacrifice: doubled and going down. */
  readonly doubled: boolean;
  /** Overtricks when it makes (0 = exactly), minus the undertricks for a sacrifice. */
  readonly result: number;
}

/** A par result. A passed-out deal has score 0 and no contracts. */
export interface DdPar {
  /** Par score from North-South's point of view. */
  readonly score: number;
  /** Every contract that gives the par score, in DDS's order. */
  readonly contracts: readonly ParContract[];
}

/** Par for each side bidding first (DDS's `Par`): scores differ only when opening matters. */
export interface DdSidesPar {
  readonly NS: DdPar;
  readonly EW: DdPar;
}

// Strains in bidding rank, lowest first: a contract number is 5 * (level - 1) + rank + 1.
const RANKED: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const LETTER: Readonly<Record<Strain, string>> = { C: 'C', D: 'D', H: 'H', S: 'S', NT: 'N' };

function sideVulnerable(vul: Vulnerability, side: number): boolean {
  return vul === 'All' || vul === (side === 0 ? 'NS' : 'EW');
}

/** Tricks of `seat` (0..3) in a strain. */
function tricksOf(table: DdTable, seat: number, strain: Strain): number {
  return table[SEATS[seat] as Seat][strain];
}

/** Score for bidding `level` in `strain` and making exactly. */
function makingScore(level: number, strain: Strain, vulnerable: boolean): number {
  return duplicateScore({ level: level as Level, strain, risk: '' }, vulnerable, level + 6);
}

function penalty(down: number, vulnerable: boolean): number {
  return undertrickPenalty(down, 'X', vulnerable);
}

/** The lowest level of `strain` that still scores the same bonus as `level` (game stays game). */
function floorLevel(level: number, strain: Strain): number {
  if (level >= 6) return level;
  const game = strain === 'NT' ? 3 : strain === 'H' || strain === 'S' ? 4 : 5;
  return level >= game ? game : 1;
}

function declarersOf(table: DdTable, side: number, strain: Strain): Seat[] {
  const a = tricksOf(table, side, strain);
  const b = tricksOf(table, side + 2, strain);
  const best = Math.max(a, b);
  const seats: Seat[] = [];
  if (a === best) seats.push(SEATS[side] as Seat);
  if (b === best) seats.push(SEATS[side + 2] as Seat);
  return seats;
}

function contractOf(no: number, declarers: Seat[], result: number): ParContract {
  return {
    level: (Math.floor((no - 1) / 5) + 1) as Level,
    strain: RANKED[(no - 1) % 5] as Strain,
    declarers,
    doubled: result < 0,
    result,
  };
}

interface Candidate {
  /** Contract number of the highest contract the side makes in this strain (may be < 1). */
  no: number;
  rank: number;
  tricks: number;
  score: number;
}

/**
 * Par for a known dealer (DDS's `DealerPar`, the "PAR2" line): the side that can bid the highest
 * making contract first has the primacy; it bids its best-scoring contract unless the opponents
 * have a sacrifice costing less, and then it collects that penalty instead.
 */
export function dealerPar(table: DdTable, dealer: Seat, vulnerability: Vulnerability): DdPar {
  const first = SEATS.indexOf(dealer);
  const lists: Candidate[][] = [[], []];
  const highest = [0, 0];
  const dearestNo = [0, 0];
  for (let side = 0; side < 2; side++) {
    let dearest = 0;
    for (let rank = 0; rank < 5; rank++) {
      const strain = RANKED[rank] as Strain;
      const best = Math.max(tricksOf(table, side, strain), tricksOf(table, side + 2, strain));
      const no = 5 * (best - 7) + rank + 1;
      const score = best < 7 ? 0 : makingScore(best - 6, strain, sideVulnerable(vulnerability, side));
      (lists[side] as Candidate[]).push({ no, rank, tricks: best, score });
      if (best < 7) continue;
      if (score > dearest || (score === dearest && no < (dearestNo[side] as number))) {
        dearest = score;
        dearestNo[side] = no;
      }
      if (no > (highest[side] as number)) highest[side] = no;
    }
  }
  let primacy: number;
  if ((highest[0] as number) > (highest[1] as number)) primacy = 0;
  else if ((highest[0] as number) < (highest[1] as number)) primacy = 1;
  else if (highest[0] === 0) return { score: 0, contracts: [] };
  else {
    // Both sides make the same top contract: it belongs to whoever can bid it first.
    const strain = RANKED[((highest[0] as number) - 1) % 5] as Strain;
    const top = Math.floor(((highest[0] as number) + 34) / 5);
    primacy = 0;
    for (let i = 0; i < 4; i++) {
      const seat = (first + i) % 4;
      if (tricksOf(table, seat, strain) === top) {
        primacy = seat % 2;
        break;
      }
    }
  }
  const other = 1 - primacy;
  const vulOwn = sideVulnerable(vulnerability, primacy);
  const vulOther = sideVulnerable(vulnerability, other);
  const own = [...(lists[primacy] as Candidate[])].sort((a, b) => b.no - a.no);
  const theirs = lists[other] as Candidate[];
  const candidates = own.filter((c) => c.no >= (dearestNo[primacy] as number));

  /** Undertricks the other side needs in strain `rank` to outbid contract `no` in strain `own`. */
  const sacrificeDown = (no: number, ownRank: number, rank: number): number => {
    const sacrificeNo = (theirs[rank] as Candidate).no;
    let down = Number.POSITIVE_INFINITY;
    if (rank === ownRank) {
      // Same strain: an opponent bidding before any declarer who makes it may bid the same level.
      const top = Math.floor((no + 34) / 5);
      const strain = RANKED[rank] as Strain;
      let later = 0;
      for (let i = 0; i < 4; i++) {
        const seat = (first + i) % 4;
        const diff = top - tricksOf(table, seat, strain);
        if (seat % 2 === primacy) {
          if (diff === 0) later = 1;
        } else down = Math.min(down, diff + later);
      }
    } else down = Math.trunc((no - sacrificeNo + 4) / 5);
    return sacrificeNo + 5 * down > 35 ? Number.POSITIVE_INFINITY : down;
  };

  // A sacrifice pays when its doubled penalty is below the value of the contract it outbids.
  const affordable = (no: number): number => {
    const value = makingScore(Math.floor((no - 1) / 5) + 1, RANKED[(no - 1) % 5] as Strain, vulOwn);
    let d = 0;
    while (d < 13 && penalty(d + 1, vulOther) < value) d++;
    return d;
  };

  type Kind = 'bid' | 'sacrificed' | 'none';
  const kind: Kind[] = [];
  const downs: number[][] = [];
  const needed: number[] = [];
  const gap: number[] = [];
  let bestPlus = 0;
  let bestDown = 0;
  let sacrificeFound = false;
  for (const c of candidates) {
    const perStrain = [0, 1, 2, 3, 4].map((rank) => sacrificeDown(c.no, c.rank, rank));
    const down = Math.min(...perStrain);
    const target = affordable(c.no);
    downs.push(perStrain);
    needed.push(down);
    if (down <= target) {
      if (down > bestDown) bestDown = down;
      kind.push(sacrificeFound ? 'none' : 'sacrificed');
      sacrificeFound = true;
      gap.push(0);
    } else {
      if (c.score > bestPlus) bestPlus = c.score;
      kind.push('bid');
      gap.push(target - down);
    }
  }
  const sign = primacy === 0 ? 1 : -1;
  const contracts: ParContract[] = [];
  if (!sacrificeFound || bestPlus > penalty(bestDown, vulOther)) {
    candidates.forEach((c, n) => {
      if (kind[n] !== 'bid' || c.score !== bestPlus) return;
      // Bid lower when the opponents still have no sacrifice and the bonus is kept.
      let no = c.no;
      let plus = 0;
      const g = gap[n] as number;
      if (g < -1) {
        const level = Math.floor((no - 1) / 5) + 1;
        const floorNo = 5 * (floorLevel(level, RANKED[c.rank] as Strain) - 1) + c.rank + 1;
        const newNo = Math.max(no + 5 * (g + 1), floorNo);
        plus = (no - newNo) / 5;
        no = newNo;
      }
      contracts.push(contractOf(no, declarersOf(table, primacy, RANKED[c.rank] as Strain), plus));
    });
    return { score: sign * bestPlus, contracts };
  }
  candidates.forEach((c, n) => {
    if (kind[n] !== 'sacrificed' || needed[n] !== bestDown) return;
    for (let rank = 0; rank < 5; rank++) {
      if ((downs[n] as number[])[rank] !== bestDown) continue;
      const strain = RANKED[rank] as Strain;
      if (rank !== c.rank) {
        const no = (theirs[rank] as Candidate).no + 5 * bestDown;
        contracts.push(contractOf(no, declarersOf(table, other, strain), -bestDown));
        continue;
      }
      const top = Math.floor((c.no + 34) / 5);
      let later = 0;
      const hits: { seat: number; no: number }[] = [];
      for (let i = 0; i < 4; i++) {
        const seat = (first + i) % 4;
        const diff = top - tricksOf(table, seat, strain);
        if (seat % 2 === primacy) {
          if (diff === 0) later = 1;
        } else if (diff + later === bestDown) hits.push({ seat, no: c.no + 5 * later });
      }
      const [h0, h1] = hits;
      if (h0 === undefined) continue;
      if (h1 === undefined) contracts.push(contractOf(h0.no, [SEATS[h0.seat] as Seat], -bestDown));
      else if (h0.no === h1.no)
        contracts.push(contractOf(h0.no, declarersOf(table, other, strain), -bestDown));
      else {
        const h = h0.no < h1.no ? h0 : h1;
        contracts.push(contractOf(h.no, [SEATS[h.seat] as Seat], -bestDown));
      }
    }
  });
  return { score: sign * penalty(bestDown, vulOther), contracts };
}

// DDS's Par() orders strains NT, S, H, D, C: a lower index outranks a higher one at one level.
const KIDD: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** rawscore of a doubled contract going down `down` (the raw formula, also for down <= 0). */
function rawDown(down: number, vulnerable: boolean): number {
  if (vulnerable) return -300 * down + 100;
  return down <= 3 ? -200 * down + 100 : -300 * down + 400;
}

interface SideContract {
  denom: number;
  /** 0 N, 1 E, 2 S, 3 W, 4 NS, 5 EW. */
  seats: number;
  level: number;
  over: number;
  under: number;
}

function sideSeats(table: DdTable, side: number, denom: number): number {
  const strain = KIDD[denom] as Strain;
  const a = tricksOf(table, side, strain);
  const b = tricksOf(table, side + 2, strain);
  if (a === b) return 4 + side;
  return a > b ? side : side + 2;
}

/**
 * Par when North-South or East-West bid first (DDS's `Par`, the "PAR" line). Each side in turn
 * outbids the current contract with its best making contract or a cheaper sacrifice until neither
 * can improve; the search is repeated without the par strain to collect other strains with the
 * same score. Making contracts list every level that scores the same without giving the
 * opponents a profitable sacrifice.
 */
export function sidesPar(table: DdTable, vulnerability: Vulnerability): DdSidesPar {
  const best = (side: number, denom: number): number => {
    const strain = KIDD[denom] as Strain;
    return Math.max(tricksOf(table, side, strain), tricksOf(table, side + 2, strain));
  };
  const bestScore = [0, 0];
  const bestSacut = [0, 0];
  const found: { denom: number; tricks: number }[][] = [[], []];
  for (let i = 0; i < 2; i++) {
    const filtered = [false, false, false, false, false];
    let filteredCount = 0;
    let parDenom = -1;
    let parTricks = 6;
    let parScore = 0;
    let parSacut = 0;
    let current = 0;
    let bothOnce = false;
    for (;;) {
      const k = (i + current) % 2;
      const vul = sideVulnerable(vulnerability, k);
      let improved = false;
      const prevDenom = parDenom;
      const prevTricks = parTricks;
      const items: { denom: number; tricks: number; score: number }[] = [];
      for (let j = 0; j < 5; j++) {
        if (filtered[j]) continue;
        const tt = best(k, j);
        const makes = tt > parTricks || (tt === parTricks && j < parDenom);
        items.push({
          denom: j,
          tricks: tt,
          score: makes ? makingScore(tt - 6, KIDD[j] as Strain, vul) : rawDown(prevTricks - tt, vul),
        });
      }
      // Stable sort, best score first.
      items.sort((a, b) => b.score - a.score);
      for (const { denom: j, tricks: tt } of items) {
        let score: number;
        let ut = 0;
        if (tt > parTricks || (tt === parTricks && j < parDenom))
          score = makingScore(tt - 6, KIDD[j] as Strain, vul);
        else {
          ut = prevTricks - tt;
          if (j >= prevDenom) {
            // No contract above 7NT.
            if (prevTricks === 13) continue;
            ut++;
          }
          if (ut <= 0) continue;
          score = rawDown(ut, vul);
        }
        if (current === 1) score = -score;
        if ((current === 0 && score > parScore) || (current === 1 && score < parScore)) {
          improved = true;
          parScore = score;
          parDenom = j;
          if ((current === 0 && score > 0) || (current === 1 && score < 0)) {
            parTricks = tt;
            parSacut = 0;
          } else {
            parTricks = tt + ut;
            parSacut = ut;
          }
        }
      }
      if (!improved && bothOnce) {
        if (filteredCount === 0) {
          bestScore[i] = parScore;
          if (parScore === 0) break;
          bestSacut[i] = parSacut;
        } else if (bestScore[i] !== parScore) break;
        if (filteredCount >= 5) break;
        filtered[parDenom] = true;
        filteredCount++;
        (found[i] as { denom: number; tricks: number }[]).push({ denom: parDenom, tricks: parTricks });
        bothOnce = false;
        current = 0;
        parDenom = -1;
        parTricks = 6;
        parScore = 0;
        parSacut = 0;
      } else {
        bothOnce = true;
        current = 1 - current;
      }
    }
  }
  if (bestScore[0] === 0) return { NS: { score: 0, contracts: [] }, EW: { score: 0, contracts: [] } };
  const results: SideContract[][] = [[], []];
  let denomMax = 0;
  for (let i = 0; i < 2; i++) {
    const score = bestScore[i] as number;
    const list = found[i] as { denom: number; tricks: number }[];
    const out = results[i] as SideContract[];
    if ((bestSacut[i] as number) > 0) {
      const sacrificer = ((score > 0 ? 0 : 1) + i) % 2 === 1 ? 0 : 1;
      for (const f of [...list].sort((a, b) => a.denom - b.denom)) {
        out.push({
          denom: f.denom,
          seats: sideSeats(table, sacrificer, f.denom),
          level: f.tricks - 6,
          over: 0,
          under: bestSacut[i] as number,
        });
      }
      continue;
    }
    const declarer = ((score < 0 ? 0 : 1) + i) % 2 === 1 ? 0 : 1;
    const opponents = 1 - declarer;
    let tuMax = 0;
    for (let m = 0; m < 5; m++) {
      const tu = best(opponents, m);
      if (tu > tuMax) {
        tuMax = tu;
        denomMax = m;
      }
    }
    // Who defends the par contract: their vulnerability prices a sacrifice against a lower one.
    const nsMakes = (bestScore[0] as number) > 0;
    const vulDefence = sideVulnerable(vulnerability, nsMakes ? 1 : 0);
    for (const f of list) {
      const j = f.denom;
      let maxLower = denomMax < j ? f.tricks - tuMax - 1 : f.tricks - tuMax;
      const value = Math.abs(score);
      while (maxLower > 0) {
        const down = f.tricks - maxLower - tuMax + (denomMax < j ? 0 : 1);
        if (value < -rawDown(down, vulDefence)) break;
        maxLower--;
      }
      const oppTricks = best(opponents, j);
      while (maxLower > 0) {
        const cost = -rawDown(f.tricks - maxLower - oppTricks, vulDefence);
        if (value > cost && score < 0) maxLower--;
        else break;
      }
      const level = f.tricks - 6;
      maxLower = Math.min(level - floorLevel(level, KIDD[j] as Strain), maxLower);
      const over = Math.max(maxLower, 0);
      out.push({ denom: j, seats: sideSeats(table, declarer, j), level: level - over, over, under: 0 });
    }
  }
  // In a "hot" deal each side's view may hold a contract the other side outbids: drop those.
  const domDenom = [-1, -1];
  const domLevel = [-1, -1];
  for (let i = 0; i < 2; i++) {
    const opp = 1 - i;
    for (const c of results[opp] as SideContract[]) {
      const top = c.level + c.over;
      if (top > (domLevel[opp] as number) || (top === domLevel[opp] && c.denom < (domDenom[opp] as number))) {
        if ((i === 0 && c.seats % 2 !== 0) || (i === 1 && c.seats % 2 === 0)) {
          domDenom[opp] = c.denom;
          domLevel[opp] = top;
        }
      }
    }
  }
  if (domDenom[0] !== -1 && domDenom[1] !== -1) {
    for (let i = 0; i < 2; i++) {
      const opp = 1 - i;
      const list = results[i] as SideContract[];
      const drop = new Set<number>();
      for (const c of list) {
        const top = c.level + c.over;
        if (
          top < (domLevel[opp] as number) ||
          (top === domLevel[opp] && (domDenom[opp] as number) < c.denom)
        ) {
          drop.add(c.denom);
        }
      }
      results[i] = list.filter((c) => !drop.has(c.denom));
    }
  }
  const seatList = (code: number): Seat[] =>
    code < 4 ? [SEATS[code] as Seat] : code === 4 ? ['N', 'S'] : ['E', 'W'];
  const view = (i: number): DdPar => {
    const contracts: ParContract[] = [];
    for (const c of results[i] as SideContract[]) {
      const strain = KIDD[c.denom] as Strain;
      if (c.under > 0) {
        contracts.push({
          level: c.level as Level,
          strain,
          declarers: seatList(c.seats),
          doubled: true,
          result: -c.under,
        });
        continue;
      }
      for (let level = c.level; level <= c.level + c.over; level++) {
        contracts.push({
          level: level as Level,
          strain,
          declarers: seatList(c.seats),
          doubled: false,
          result: c.level + c.over - level,
        });
      }
    }
    return { score: i === 0 ? (bestScore[0] as number) : -(bestScore[1] as number), contracts };
  };
  return { NS: view(0), EW: view(1) };
}

function seatText(declarers: readonly Seat[]): string {
  return declarers.join('');
}

/** One contract as DDS's DealerPar writes it: '4S*-EW-1', '2S-EW', '4N-W+1'. */
export function formatParContract(c: ParContract): string {
  const result = c.result === 0 ? '' : c.result > 0 ? `+${c.result}` : `${c.result}`;
  return `${c.level}${LETTER[c.strain]}${c.doubled ? '*' : ''}-${seatText(c.declarers)}${result}`;
}

/** The dealer par as DDS's "PAR2" line: the score, then the contracts (or 'pass'). */
export function formatDealerPar(p: DdPar): string[] {
  return [String(p.score), ...(p.contracts.length === 0 ? ['pass'] : p.contracts.map(formatParContract))];
}

/** Both views as DDS's "PAR" line: 'NS -110', 'EW 110', 'NS:EW 2S', 'EW:EW 2S'. */
export function formatSidesPar(p: DdSidesPar): string[] {
  const list = (v: DdPar): string => {
    const parts: string[] = [];
    let i = 0;
    while (i < v.contracts.length) {
      const c = v.contracts[i] as ParContract;
      if (c.doubled) {
        parts.push(`${seatText(c.declarers)} ${c.level}${LETTER[c.strain]}x`);
        i++;
        continue;
      }
      // Consecutive levels of one strain and declarer make one entry such as 'NS 23S'.
      let levels = `${c.level}`;
      let j = i + 1;
      for (; j < v.contracts.length; j++) {
        const d = v.contracts[j] as ParContract;
        if (d.doubled || d.strain !== c.strain || seatText(d.declarers) !== seatText(c.declarers)) break;
        levels += `${d.level}`;
      }
      parts.push(`${seatText(c.declarers)} ${levels}${LETTER[c.strain]}`);
      i = j;
    }
    return parts.join(',');
  };
  return [`NS ${p.NS.score}`, `EW ${-p.EW.score}`, `NS:${list(p.NS)}`, `EW:${list(p.EW)}`];
}

/**
 * Par of a deal with DDS semantics, score from North-South's point of view: the dealer par when
 * the dealer is given, else the par when North-South bid first. Includes the DD table it used.
 */
export function par(
  deal: Deal,
  vulnerability: Vulnerability,
  dealer?: Seat,
): Result<DdPar & { table: DdTable }> {
  const t = ddTable(deal);
  if (!t.ok) return t;
  const p =
    dealer === undefined ? sidesPar(t.value, vulnerability).NS : dealerPar(t.value, dealer, vulnerability);
  return ok({ ...p, table: t.value });
}
