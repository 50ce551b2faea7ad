import {
  type Auction,
  auctionFromCalls,
  type Call,
  type Hand,
  parseCall,
  parseHand,
  type Seat,
  unwrap,
  type Vulnerability,
} from '@tenace/engine';

/** A hand from PBN text, for tests ('AKJ73.Q4.K82.953'); throws on a typo. */
export function hand(text: string): Hand {
  return unwrap(parseHand(text, { strict: true }));
}

/** An auction from space-separated calls ('1NT P 2C P'); throws on a typo or an illegal call. */
export function auction(text: string, dealer: Seat = 'N'): Auction {
  const calls: Call[] =
    text.trim() === ''
      ? []
      : text
          .trim()
          .split(/\s+/)
          .map((t) => unwrap(parseCall(t)));
  return unwrap(auctionFromCalls(dealer, calls));
}

export function view(h: string, a: string, vulnerability: Vulnerability = 'None', dealer: Seat = 'N') {
  return { hand: hand(h), auction: auction(a, dealer), vulnerability };
}
