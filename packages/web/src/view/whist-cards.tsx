import {
  type BidWhistRules,
  type Card,
  isJoker,
  SEAT_NAMES,
  type Seat,
  seatAfter,
  type WhistCard,
  type WhistContract,
  type WhistTrick,
} from '@tenace/engine';
import { usePrefs } from '../prefs.js';
import { WHIST_TEXTS } from '../whist-texts.js';
import { CardFace } from './cards.js';
import { positionOf } from './layout.js';
import { whistHandGroups } from './whist.js';

// Cards of the Bid Whist table: the bridge card faces plus the two jokers, the player's hand
// laid out for the contract, and the trick in the middle.

/** One whist card face: a bridge card, or a joker (★, big or little). Clickable when `onClick` is given. */
export function WhistCardFace(props: {
  card: WhistCard;
  onClick?: ((card: WhistCard) => void) | undefined;
  chosen?: boolean;
}) {
  const { prefs } = usePrefs();
  const chosen = props.chosen === true ? ' chosen' : '';
  if (!isJoker(props.card)) {
    return (
      <span className={`whist-card${chosen}`}>
        <CardFace card={props.card as Card} onPlay={props.onClick as ((card: Card) => void) | undefined} />
      </span>
    );
  }
  const joker = props.card;
  const label = WHIST_TEXTS[prefs.lang].joker[joker];
  const face = (
    <>
      <span className="rank">{joker === 'BJ' ? 'J+' : 'J'}</span>
      <span className="pip">★</span>
    </>
  );
  const className = `card joker joker-${joker === 'BJ' ? 'big' : 'little'}`;
  const onClick = props.onClick;
  return (
    <span className={`whist-card${chosen}`}>
      {onClick === undefined ? (
        <span className={className} role="img" aria-label={label} data-card={joker}>
          {face}
        </span>
      ) : (
        <button
          type="button"
          className={`${className} playable`}
          aria-label={label}
          data-card={joker}
          onClick={() => onClick(joker)}
        >
          {face}
        </button>
      )}
    </span>
  );
}

/**
 * A player's own whist hand in display order (by suit, jokers with the trumps or at the end).
 * `clickable` cards react to a click; `chosen` cards (a discard being picked) are raised.
 */
export function WhistHandView(props: {
  cards: readonly WhistCard[];
  rules: BidWhistRules;
  contract: WhistContract | null;
  clickable: readonly WhistCard[];
  chosen?: readonly WhistCard[];
  onClick?: ((card: WhistCard) => void) | undefined;
  label: string;
}) {
  const groups = whistHandGroups(props.cards, props.rules, props.contract);
  return (
    <section className="hand whist-hand" aria-label={props.label}>
      {groups.map((g) => (
        <div className={`hand-suit suit-${g.key}`} key={g.key}>
          {g.cards.map((card) => (
            <WhistCardFace
              key={card}
              card={card}
              chosen={props.chosen?.includes(card) ?? false}
              onClick={
                props.onClick !== undefined && props.clickable.includes(card) ? props.onClick : undefined
              }
            />
          ))}
        </div>
      ))}
    </section>
  );
}

/** The trick in the middle, each card in front of the seat that played it. */
export function WhistTrickView(props: {
  trick: WhistTrick | null;
  bottom: Seat;
  winner?: Seat | null | undefined;
  label: string;
}) {
  const { prefs } = usePrefs();
  const trick = props.trick;
  return (
    <section className="trick" aria-label={props.label} aria-live="polite">
      {trick?.cards.map((card, i) => {
        const seat = seatAfter(trick.leader, i);
        return (
          <div
            key={card}
            className={`trick-card at-${positionOf(seat, props.bottom)}${props.winner === seat ? ' winner' : ''}`}
            title={SEAT_NAMES[prefs.lang][seat]}
          >
            <WhistCardFace card={card} />
          </div>
        );
      })}
    </section>
  );
}

/** A row of cards face up (the kitty, a discard). */
export function WhistCardRow(props: { cards: readonly WhistCard[]; label: string }) {
  return (
    <section className="whist-row" aria-label={props.label}>
      <span className="whist-row-label">{props.label}</span>
      {props.cards.map((card) => (
        <WhistCardFace key={card} card={card} />
      ))}
    </section>
  );
}
