import {
  type Card,
  formatCard,
  type Hand,
  type Rank,
  rankOf,
  SEAT_NAMES,
  type Seat,
  type Strain,
  SUIT_NAMES,
  SUIT_SYMBOLS,
  type Suit,
  suitOf,
} from '@tenace/engine';
import { usePrefs } from '../prefs.js';
import { dummyGroups, handGroups, type Position, type SuitGroup } from './layout.js';

/** The rank as printed on a card face: 10 rather than T. */
export function rankLabel(rank: Rank): string {
  return rank === 'T' ? '10' : rank;
}

/** One card face. Clickable when `onPlay` is given; the accessible name is the card in words. */
export function CardFace(props: {
  card: Card;
  onPlay?: ((card: Card) => void) | undefined;
  small?: boolean;
  /** Table mode: a penalty card lying face up, or a card whose play would be irregular. */
  mark?: 'penalty' | 'irregular' | undefined;
}) {
  const { prefs } = usePrefs();
  const suit = suitOf(props.card);
  const label = formatCard(props.card, 'words', prefs.lang);
  const face = (
    <>
      <span className="rank">{rankLabel(rankOf(props.card))}</span>
      <span className="pip">{SUIT_SYMBOLS[suit]}</span>
    </>
  );
  const className = `card suit-${suit}${props.small ? ' small' : ''}${props.mark ? ` ${props.mark}` : ''}`;
  if (props.onPlay === undefined) {
    return (
      <span className={className} role="img" aria-label={label} data-card={props.card}>
        {face}
      </span>
    );
  }
  const onPlay = props.onPlay;
  return (
    <button
      type="button"
      className={`${className} playable`}
      aria-label={label}
      data-card={props.card}
      onClick={() => onPlay(props.card)}
    >
      {face}
    </button>
  );
}

/** The back of a card in the deal's colour (blue and red alternate, seed 000). */
export function CardBack(props: { colour: 'blue' | 'red' }) {
  return <span className={`card back back-${props.colour}`} aria-hidden="true" />;
}

/** A player's own hand, fanned by suit in alternating colours; `playable` cards react to a click. */
export function HandView(props: {
  hand: Hand;
  trump: Strain | null;
  playable: readonly Card[];
  onPlay?: ((card: Card) => void) | undefined;
  label: string;
  marks?: Readonly<Partial<Record<Card, 'penalty' | 'irregular'>>> | undefined;
}) {
  const groups = handGroups(props.hand, props.trump);
  return (
    <section className="hand" aria-label={props.label}>
      {groups.map((g) => (
        <div className={`hand-suit suit-${g.suit}`} key={g.suit}>
          {g.cards.map((card) => (
            <CardFace
              key={card}
              card={card}
              onPlay={props.onPlay !== undefined && props.playable.includes(card) ? props.onPlay : undefined}
              mark={props.marks?.[card]}
            />
          ))}
        </div>
      ))}
    </section>
  );
}

/** A hidden hand: as many backs as cards left. */
export function HiddenHand(props: { count: number; back: 'blue' | 'red'; label: string }) {
  return (
    <section className="hand hidden-hand" aria-label={props.label}>
      {Array.from({ length: props.count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the backs are identical and never reorder
        <CardBack key={i} colour={props.back} />
      ))}
    </section>
  );
}

/** Dummy laid out by suits with trumps on its right (seed 001/004); columns at top/bottom, rows at the sides. */
export function DummyView(props: {
  hand: Hand;
  trump: Strain | null;
  position: Position;
  playable: readonly Card[];
  onPlay?: ((card: Card) => void) | undefined;
  label: string;
  marks?: Readonly<Partial<Record<Card, 'penalty' | 'irregular'>>> | undefined;
}) {
  const { prefs } = usePrefs();
  const groups = dummyGroups(props.hand, props.trump, props.position);
  const across = props.position === 'left' || props.position === 'right';
  return (
    <section className={`dummy ${across ? 'dummy-rows' : 'dummy-columns'}`} aria-label={props.label}>
      {groups.map((g: SuitGroup) => (
        <div
          className={`dummy-suit suit-${g.suit}${g.suit === props.trump ? ' trumps' : ''}`}
          key={g.suit}
          title={SUIT_NAMES[prefs.lang][g.suit]}
        >
          {g.cards.length === 0 ? <span className="void">—</span> : null}
          {g.cards.map((card) => (
            <CardFace
              key={card}
              card={card}
              onPlay={props.onPlay !== undefined && props.playable.includes(card) ? props.onPlay : undefined}
              mark={props.marks?.[card]}
            />
          ))}
        </div>
      ))}
    </section>
  );
}

/** A holding written out for text views and review diagrams: ♠ A K 4. */
export function SuitLine(props: { suit: Suit; cards: readonly Card[] }) {
  const { t } = usePrefs();
  return (
    <div className={`suit-line suit-${props.suit}`}>
      <span className="pip">{SUIT_SYMBOLS[props.suit]}</span>{' '}
      {props.cards.length === 0 ? t.void : props.cards.map((c) => rankLabel(rankOf(c))).join(' ')}
    </div>
  );
}

/** The seat name in the player's language. */
export function useSeatName(): (seat: Seat) => string {
  const { prefs } = usePrefs();
  return (seat) => SEAT_NAMES[prefs.lang][seat];
}
