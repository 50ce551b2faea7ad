import {
  type Auction,
  auctionFromCalls,
  auctionTurn,
  type Call,
  fail,
  formatCall,
  type Hand,
  ok,
  parseCall,
  parseHand,
  parseSeat,
  parseVulnerability,
  type Result,
  type Seat,
  type Vulnerability,
} from '@tenace/engine';
import {
  type BiddingSystem,
  chooseCall,
  describeMeaning,
  type Meaning,
  parseConventions,
  systemByName as systemFromRegistry,
  withConventions,
} from '@tenace/robots';
import type { CliIo } from '../io.js';
import { runJsonLines } from '../jsonl.js';
import { EXIT_OK, type OutputOptions, printJson, reportError } from '../output.js';

/** The systems the robots bid (sayc, forumd), from the registry of @tenace/robots. */
export function systemByName(name: string | undefined): Result<BiddingSystem> {
  return systemFromRegistry(name);
}

/** Reads an auction written as space-separated calls ("1C P 1H X"), dealt by `dealer`. */
export function parseAuction(text: string, dealer: Seat): Result<Auction> {
  const calls: Call[] = [];
  for (const word of text.split(/[\s,]+/).filter((w) => w !== '' && w !== '-')) {
    const call = parseCall(word);
    if (!call.ok) return call;
    calls.push(call.value);
  }
  return auctionFromCalls(dealer, calls);
}

export interface BidRequest {
  readonly hand: string;
  readonly auction?: string;
  readonly dealer?: string;
  readonly vul?: string;
  readonly system?: string;
  /** Convention changes for the partnership, e.g. "rkcb1430,bergen,-gerber" (see docs/bidding.md). */
  readonly conventions?: string;
}

/** The answer of `tenace bid --json`. */
export interface BidAnswer {
  readonly call: string;
  readonly meaning: Meaning;
  readonly alert: boolean;
  readonly explanation: string;
}

interface Table {
  readonly system: BiddingSystem;
  readonly auction: Auction;
  readonly vulnerability: Vulnerability;
}

/** Validates system, dealer, vulnerability and auction (shared by bid and explain). */
export function readTable(request: Omit<BidRequest, 'hand'>): Result<Table> {
  const named = systemByName(request.system);
  if (!named.ok) return named;
  const changes = parseConventions(String(request.conventions ?? ''));
  if (!changes.ok) return changes;
  const system = withConventions(named.value, changes.value);
  const dealer = parseSeat(String(request.dealer ?? 'N'));
  if (!dealer.ok) return dealer;
  const vulnerability = parseVulnerability(String(request.vul ?? 'None'));
  if (!vulnerability.ok) return vulnerability;
  const auction = parseAuction(String(request.auction ?? ''), dealer.value);
  if (!auction.ok) return auction;
  return ok({ system, auction: auction.value, vulnerability: vulnerability.value });
}

/** The robot's call for the hand of the seat to call next. */
export function bidRequest(request: BidRequest, lang: 'en' | 'de' = 'en'): Result<BidAnswer> {
  const table = readTable(request);
  if (!table.ok) return table;
  const hand = parseHand(String(request.hand ?? ''), { strict: true });
  if (!hand.ok) return hand;
  if (auctionTurn(table.value.auction) === null) {
    return fail(
      'AUCTION_OVER',
      'the auction is over: nobody is to call',
      'die Reizung ist beendet: niemand ist an der Reihe',
    );
  }
  const choice = chooseCall(table.value.system, {
    hand: hand.value as Hand,
    auction: table.value.auction,
    vulnerability: table.value.vulnerability,
  });
  return ok({
    call: formatCall(choice.call),
    meaning: choice.meaning,
    alert: choice.meaning.artificial,
    explanation: describeMeaning(choice.meaning, lang),
  });
}

/** `tenace bid --hand H --auction A --dealer D --vul V [--system S] [--conventions C]`. */
export function runBid(io: CliIo, request: BidRequest, options: OutputOptions): number {
  const answer = bidRequest(request, options.lang);
  if (!answer.ok) return reportError(io, answer.error, options);
  if (options.json) printJson(io, answer.value);
  else {
    const a = answer.value;
    const alert = a.alert ? (options.lang === 'de' ? ' (Alert)' : ' (alert)') : '';
    io.out(`${a.call}${alert}: ${a.explanation} [${a.meaning.ruleId}]\n`);
  }
  return EXIT_OK;
}

/** `tenace bid --jsonl`: one request object per input line, one answer (or error) per output line. */
export function runBidLines(io: CliIo, lang: 'en' | 'de' = 'en'): Promise<number> {
  const notRequest = {
    en: 'a request must be a JSON object: {"hand","auction","dealer","vul","system","conventions"}',
    de: 'eine Anfrage muss ein JSON-Objekt sein: {"hand","auction","dealer","vul","system","conventions"}',
  };
  return runJsonLines(io, (request) => bidRequest(request as BidRequest, lang), {
    notJson: notRequest,
    notObject: notRequest,
  });
}
