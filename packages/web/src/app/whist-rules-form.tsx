import {
  type BidWhistRules,
  DEFAULT_WHIST_RULES,
  WHIST_OPTION_CHOICES,
  WHIST_OPTION_NAMES,
} from '@tenace/engine';
import type { WhistRulesInput } from '@tenace/server/protocol';
import { usePrefs } from '../prefs.js';
import { WHIST_TEXTS } from '../whist-texts.js';

// The lobby's house rules of a Bid Whist table: a checkbox per yes/no rule, a choice per rule
// with named values, numbers for the target and the number of hands. Only the rules that differ
// from Whist Palast's base game go into the request; the server and the engine check them.

/** The rules after one change: a value equal to the base game's is dropped from the request. */
export function changeRule(
  rules: WhistRulesInput,
  option: keyof BidWhistRules,
  value: boolean | number | string | null,
): WhistRulesInput {
  const next: Record<string, unknown> = { ...rules };
  if (value === DEFAULT_WHIST_RULES[option]) delete next[option];
  else next[option] = value;
  return next as WhistRulesInput;
}

/** The house rules of a new whist table, with their Whist Palast names in the page's language. */
export function WhistRulesForm(props: {
  rules: WhistRulesInput;
  onChange: (rules: WhistRulesInput) => void;
}) {
  const { prefs } = usePrefs();
  const w = WHIST_TEXTS[prefs.lang];
  const value = (o: keyof BidWhistRules) =>
    (props.rules as Record<string, unknown>)[o] ?? DEFAULT_WHIST_RULES[o];
  const set = (o: keyof BidWhistRules, v: boolean | number | string | null) =>
    props.onChange(changeRule(props.rules, o, v));
  return (
    <fieldset className="whist-rules-form">
      <legend>{w.houseRules}</legend>
      {WHIST_OPTION_NAMES.map((o) => {
        const current = value(o);
        const choices = WHIST_OPTION_CHOICES[o] as readonly (string | number)[] | undefined;
        if (typeof DEFAULT_WHIST_RULES[o] === 'boolean') {
          return (
            <label key={o} title={w.ruleHelp[o]}>
              <input
                type="checkbox"
                name={`whist-${o}`}
                checked={current === true}
                onChange={(e) => set(o, e.target.checked)}
              />{' '}
              {w.ruleNames[o]}
            </label>
          );
        }
        if (choices !== undefined) {
          return (
            <label key={o} title={w.ruleHelp[o]}>
              {w.ruleNames[o]}{' '}
              <select
                name={`whist-${o}`}
                value={String(current)}
                onChange={(e) => {
                  const picked = choices.find((c) => String(c) === e.target.value);
                  if (picked !== undefined) set(o, picked);
                }}
              >
                {choices.map((c) => (
                  <option key={String(c)} value={String(c)}>
                    {w.choices[String(c)] ?? String(c)}
                  </option>
                ))}
              </select>
            </label>
          );
        }
        // target and rounds: whole numbers; an empty number of hands means no limit.
        return (
          <label key={o} title={w.ruleHelp[o]}>
            {w.ruleNames[o]}{' '}
            <input
              type="number"
              name={`whist-${o}`}
              min={1}
              max={o === 'target' ? 100 : 1000}
              value={current === null ? '' : String(current)}
              placeholder={o === 'rounds' ? w.choices.null : undefined}
              onChange={(e) => {
                const n = Number.parseInt(e.target.value, 10);
                if (o === 'rounds') set(o, Number.isInteger(n) && n >= 1 ? Math.min(1000, n) : null);
                else if (Number.isInteger(n)) set(o, Math.max(1, Math.min(100, n)));
              }}
            />
          </label>
        );
      })}
    </fieldset>
  );
}
