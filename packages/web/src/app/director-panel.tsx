import { type Card, formatCard, SEAT_NAMES, type Seat, type TableView } from '@tenace/engine';
import { useState } from 'react';
import type { OutgoingMessage } from '../net/connection.js';
import type { TableState } from '../net/table-state.js';
import { usePrefs } from '../prefs.js';
import './table-mode.css';
import { callLabel } from '../view/auction.js';
import {
  chooserName,
  type DecisionOption,
  DIRECTOR_TEXTS,
  decisionOptions,
  decisionTitle,
  optionLabel,
  rulingLine,
} from '../view/rulings.js';

// Table mode on screen (docs/web.md): the ruling line every player reads, the pending decision
// with the Law explained in our own words and its options as buttons (for the chooser, and for
// the Director in anyone's place), and the Director's tools.

type Send = (message: OutgoingMessage) => void;

/** The latest ruling, for everyone at the table; the earlier ones in a list below it. */
export function RulingsLine(props: { view: TableView }) {
  const { prefs } = usePrefs();
  const d = DIRECTOR_TEXTS[prefs.lang];
  const rulings = props.view.rulings;
  const last = rulings[rulings.length - 1];
  if (last === undefined) return null;
  return (
    <section className="rulings" aria-label={d.rulings}>
      <p className="ruling-line" role="status">
        {rulingLine(last, prefs.lang)}
      </p>
      {rulings.length > 1 ? (
        <details>
          <summary>
            {d.rulings} ({rulings.length})
          </summary>
          <ol>
            {rulings.map((r) => (
              <li key={`${r.v}-${r.law}`}>{rulingLine(r, prefs.lang)}</li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}

/** The option buttons of a decision; the default is marked. */
export function DecisionButtons(props: {
  options: readonly DecisionOption[];
  onDecide: (o: DecisionOption) => void;
}) {
  const { prefs } = usePrefs();
  const d = DIRECTOR_TEXTS[prefs.lang];
  return (
    <div className="decision-options">
      {props.options.map((o) => (
        <button
          type="button"
          key={o.option}
          className={`decision-option${o.isDefault ? ' default' : ''}`}
          data-option={o.option}
          onClick={() => props.onDecide(o)}
        >
          {o.label}
          {o.isDefault ? <small> ({d.defaultOption})</small> : null}
        </button>
      ))}
    </div>
  );
}

/**
 * The table-mode panel: what the Laws impose now (penalty cards, pass duties, a lead demand), the
 * pending decision with its explanation and buttons, and for the Director the review flags, the
 * revokes, the "revoke!" button and the claim aid; for the host the choice of Director.
 */
export function DirectorPanel(props: { state: TableState; view: TableView; send: Send }) {
  const { prefs } = usePrefs();
  const { state, view, send } = props;
  const lang = prefs.lang;
  const d = DIRECTOR_TEXTS[lang];
  const seat = (s: keyof (typeof SEAT_NAMES)['en']) => SEAT_NAMES[lang][s];
  const directs = state.you?.director === true;
  const decision = view.decision;
  const options = decisionOptions(view, state.tableLegal, state.directorLegal, lang);
  const deal = state.deal?.deal;
  const decide = (o: DecisionOption) =>
    send({
      type: 'action',
      action: { type: 'decide', option: o.option },
      ...(deal === undefined ? {} : { deal }),
      ...(o.as === 'director' ? { as: 'director' as const } : {}),
    });
  const card = (c: Card) => formatCard(c, 'symbols', lang);
  return (
    <section className="director-panel" aria-label={directs ? d.panel : d.tableMode}>
      <h3>
        {d.tableMode}
        {directs ? ` · ${d.panel}` : ''}
      </h3>
      {view.penaltyCards.length > 0 ? (
        <p className="penalty-cards">
          {d.penaltyCards}:{' '}
          {view.penaltyCards
            .map((p) => `${seat(p.seat)} ${card(p.card)} (${p.kind === 'major' ? d.major : d.minor})`)
            .join(', ')}
        </p>
      ) : null}
      {view.duties.length > 0 ? (
        <p className="duties">
          {view.duties.map((duty) => d.mustPass(seat(duty.seat), duty.law)).join(', ')}
        </p>
      ) : null}
      {view.directive ? (
        <p className="directive">
          {optionLabel(`${view.directive.kind}:${view.directive.suits.join('')}`, lang)} ·{' '}
          {seat(view.directive.leader)} (L{view.directive.law})
        </p>
      ) : null}
      {decision ? (
        <div className="decision" role="alertdialog" aria-label={decisionTitle(decision.kind, lang)}>
          <h4>
            {decisionTitle(decision.kind, lang)} · L{decision.law}
          </h4>
          <p>
            {d.offender}: {seat(decision.offender)}
            {decision.call ? ` · ${callLabel(decision.call, lang)}` : ''}
            {decision.card ? ` · ${card(decision.card)}` : ''}
            {decision.replacement ? ` → ${callLabel(decision.replacement, lang)}` : ''} ·{' '}
            {d.waitsFor(chooserName(decision.chooser, lang))}
          </p>
          <p className="law-explanation">
            <strong>L{decision.explanation.law}</strong>{' '}
            {lang === 'de' ? decision.explanation.de : decision.explanation.en}
          </p>
          {view.claim?.line ? (
            <p className="claim-line">
              {d.statedLine}: {view.claim.line}
            </p>
          ) : null}
          {directs && state.claimAid !== null ? (
            <p className="claim-aid">{d.claimAid(state.claimAid.ddTricks, state.claimAid.ok)}</p>
          ) : null}
          <DecisionButtons options={options} onDecide={decide} />
        </div>
      ) : null}
      {directs && (view.phase === 'play' || view.phase === 'claim') ? (
        <button
          type="button"
          className="notice-revoke"
          onClick={() =>
            send({
              type: 'action',
              action: { type: 'noticeRevoke' },
              as: 'director',
              ...(deal === undefined ? {} : { deal }),
            })
          }
        >
          {d.noticeRevoke}
        </button>
      ) : null}
      {directs && view.revokes !== null && view.revokes.length > 0 ? (
        <p className="revokes">
          {d.revokes}:{' '}
          {view.revokes.map((r) => `${seat(r.seat)} ${card(r.card)} (${r.trick + 1})`).join(', ')}
        </p>
      ) : null}
      {directs && view.review !== null && view.review.length > 0 ? (
        <p className="review">
          {d.review}: {view.review.map((r) => `L${r.law} ${seat(r.seat)}`).join(', ')}
        </p>
      ) : null}
      {state.you?.host ? (
        <div className="director-role">
          {directs ? (
            <span>{d.youDirect} </span>
          ) : (
            <button type="button" onClick={() => send({ type: 'director', take: 'host' })}>
              {d.directHere}
            </button>
          )}{' '}
          <button type="button" onClick={() => send({ type: 'director', take: 'invite' })}>
            {d.directorLink}
          </button>{' '}
          <button type="button" onClick={() => send({ type: 'director', take: 'none' })}>
            {d.noDirector}
          </button>
          {state.directorInvite !== null ? (
            <input
              readOnly
              className="invite-url"
              aria-label={d.directorLink}
              value={new URL(state.directorInvite, window.location.origin).href}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** Face-to-face entry: the Director picks the empty seat whose calls and cards he enters next (or none). */
export function EntrySelector(props: {
  seats: readonly Seat[];
  value: Seat | null;
  onChange: (seat: Seat | null) => void;
}) {
  const { prefs } = usePrefs();
  const d = DIRECTOR_TEXTS[prefs.lang];
  return (
    <fieldset className="entry-selector">
      <legend>{d.enterFor}</legend>
      <label>
        <input
          type="radio"
          name="entry"
          checked={props.value === null}
          onChange={() => props.onChange(null)}
        />{' '}
        {d.enterNobody}
      </label>
      {props.seats.map((seat) => (
        <label key={seat}>
          <input
            type="radio"
            name="entry"
            value={seat}
            checked={props.value === seat}
            onChange={() => props.onChange(seat)}
          />{' '}
          {SEAT_NAMES[prefs.lang][seat]}
        </label>
      ))}
    </fieldset>
  );
}

/** A choice of declarer's tricks and a button: the Director's after-board rulings. */
function TricksForm(props: {
  label: string;
  button: string;
  name: string;
  choices: readonly number[];
  initial: number;
  onSubmit: (tricks: number) => void;
}) {
  const [tricks, setTricks] = useState(
    props.choices.includes(props.initial) ? props.initial : (props.choices[0] ?? 0),
  );
  return (
    <form
      className={`after-board ${props.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit(tricks);
      }}
    >
      <label>
        {props.label}{' '}
        <select name={props.name} value={tricks} onChange={(e) => setTricks(Number(e.target.value))}>
          {props.choices.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit">{props.button}</button>
    </form>
  );
}

/**
 * Table mode with a Director, after the board: everyone reads that the board waits for him; he
 * may adjust the result (L12C1) or correct a settled claim (L69-71), and then closes the board,
 * which starts the next deal. His choices are the engine's (`directorLegal`).
 */
export function ClosingPanel(props: { state: TableState; send: Send }) {
  const { prefs } = usePrefs();
  const d = DIRECTOR_TEXTS[prefs.lang];
  const { state, send } = props;
  const deal = state.deal?.deal;
  const directs = state.you?.director === true;
  const tricksOf = (type: 'adjust' | 'amendClaim') =>
    state.directorLegal.flatMap((a) => (a.type === type ? [a.tricks] : []));
  const adjust = tricksOf('adjust');
  const amend = tricksOf('amendClaim');
  const result = state.tableView?.result;
  const current = result !== null && result !== undefined && !result.passedOut ? result.tricks : 0;
  const rule = (
    action: { type: 'adjust'; tricks: number; law: string } | { type: 'amendClaim'; tricks: number },
  ) => send({ type: 'action', action, as: 'director', ...(deal === undefined ? {} : { deal }) });
  return (
    <section className="closing-panel" aria-label={d.afterBoard}>
      <h3>{d.afterBoard}</h3>
      <p role="status">{d.closingWait}</p>
      {directs ? (
        <>
          {adjust.length > 0 ? (
            <TricksForm
              label={d.adjustTricks}
              button={d.adjust}
              name="adjust"
              choices={adjust}
              initial={current}
              onSubmit={(tricks) => rule({ type: 'adjust', tricks, law: '12C1' })}
            />
          ) : null}
          {amend.length > 0 ? (
            <TricksForm
              label={d.amendTricks}
              button={d.amend}
              name="amend-claim"
              choices={amend}
              initial={current}
              onSubmit={(tricks) => rule({ type: 'amendClaim', tricks })}
            />
          ) : null}
          <button
            type="button"
            className="close-board primary"
            onClick={() => send({ type: 'closeBoard', ...(deal === undefined ? {} : { deal }) })}
          >
            {d.closeBoard}
          </button>
        </>
      ) : null}
    </section>
  );
}
