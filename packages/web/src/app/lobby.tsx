import { SEAT_NAMES, SEATS, type Seat, type Side } from '@tenace/engine';
import type {
  Created,
  CreateTable,
  KibitzerMode,
  PartnershipSystem,
  RobotStrength,
  TableInfo,
  WhistRulesInput,
} from '@tenace/server/protocol';
import { useEffect, useState } from 'react';
import { ApiError, createTable, joinTable, listTables, tokenKey } from '../net/api.js';
import { usePrefs } from '../prefs.js';
import type { TableKindKey } from '../texts.js';
import { DIRECTOR_TEXTS } from '../view/rulings.js';
import { WhistRulesForm } from './whist-rules-form.js';

const KINDS: readonly TableKindKey[] = ['rubber', 'chicago', 'pairs', 'teams', 'whist'];

const ENTRY_LABEL = {
  en: 'Empty (the Director enters its calls and cards)',
  de: 'Leer (der Turnierleiter gibt Ansagen und Karten ein)',
} as const;

const TABLE_MODE_LABEL = {
  en: 'Table mode (irregularities handled by the Laws)',
  de: 'Tischmodus (Regelwidrigkeiten nach den Gesetzen)',
} as const;

/** The lobby form's choices, turned into the server's CreateTable request. */
export interface LobbyForm {
  readonly kind: TableKindKey;
  readonly hostSeat: Seat;
  readonly name: string;
  /** Seats other than the host's: a robot, a person invited by link, or (table mode) empty: the Director enters its calls and cards. */
  readonly others: Readonly<Record<Seat, 'robot' | 'human' | 'empty'>>;
  readonly boards: number;
  readonly undo: boolean;
  readonly kibitzers: KibitzerMode;
  readonly robotStrength: RobotStrength;
  readonly stopSeconds: number;
  /** Each partnership's system and its conventions switched on or off by id (`rkcb1430, -gerber`). */
  readonly systems: Readonly<Record<Side, { readonly system: SystemName; readonly conventions: string }>>;
  /** Table mode: irregular calls and cards are accepted and ruled by the Laws; the host directs. */
  readonly tableMode?: boolean;
  /** Bid Whist: the house rules chosen (only those that differ from the base game). */
  readonly whist: WhistRulesInput;
}

type SystemName = PartnershipSystem['system'];

/** The partnership's setting the server expects: conventions as a list of ids. */
function systemSetting(choice: LobbyForm['systems'][Side]): PartnershipSystem {
  const conventions = choice.conventions
    .split(/[\s,]+/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
  return { system: choice.system, conventions };
}

/** The request the form asks for: the host's seat, robots or invitations elsewhere, the settings. */
export function createRequest(form: LobbyForm): CreateTable {
  const seats: NonNullable<CreateTable['seats']> = {};
  for (const seat of SEATS) if (seat !== form.hostSeat) seats[seat] = form.others[seat];
  if (form.kind === 'whist') {
    // Empty seats are for entering a face-to-face bridge board (table mode); a whist seat is a robot or a person.
    for (const seat of SEATS) if (seats[seat] === 'empty') seats[seat] = 'robot';
    const request: CreateTable = {
      kind: 'whist',
      hostSeat: form.hostSeat,
      seats,
      settings: { kibitzers: form.kibitzers, robotStrength: form.robotStrength, whist: form.whist },
    };
    if (form.name.trim() !== '') request.hostName = form.name.trim();
    return request;
  }
  const request: CreateTable = {
    kind: form.kind,
    hostSeat: form.hostSeat,
    seats,
    settings: {
      undo: form.undo,
      kibitzers: form.kibitzers,
      robotStrength: form.robotStrength,
      stopSeconds: form.stopSeconds,
      systems: { NS: systemSetting(form.systems.NS), EW: systemSetting(form.systems.EW) },
      ...(form.kind === 'pairs' || form.kind === 'teams' ? { length: form.boards } : {}),
      ...(form.tableMode === true ? { mode: 'table' as const } : {}),
    },
  };
  if (form.name.trim() !== '') request.hostName = form.name.trim();
  return request;
}

/** The form as a new visitor finds it: rubber bridge, South, three robots, SAYC for both sides. */
export const INITIAL_FORM: LobbyForm = {
  kind: 'rubber',
  hostSeat: 'S',
  name: '',
  others: { N: 'robot', E: 'robot', S: 'robot', W: 'robot' },
  boards: 8,
  undo: true,
  kibitzers: 'seat',
  robotStrength: 'standard',
  stopSeconds: 10,
  systems: { NS: { system: 'SAYC', conventions: '' }, EW: { system: 'SAYC', conventions: '' } },
  whist: {},
};

/** The start page: create a table of any kind, see its invite links, or join an open table. */
export function Lobby(props: { onOpen: (table: string) => void }) {
  const { prefs, t } = usePrefs();
  const [form, setForm] = useState<LobbyForm>(INITIAL_FORM);
  const [created, setCreated] = useState<Created | null>(null);
  const [tables, setTables] = useState<TableInfo[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      listTables()
        .then((list) => live && setTables(list))
        .catch(() => live && setTables([]));
    load();
    const timer = setInterval(load, 5000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  const set = (change: Partial<LobbyForm>) => setForm((f) => ({ ...f, ...change }));
  const seatName = (s: Seat) => SEAT_NAMES[prefs.lang][s];
  const occupantLabel = (info: TableInfo['seats']['N']) =>
    info.occupant === 'robot' ? t.robot : info.occupant === 'empty' ? t.empty : (info.name ?? t.human);
  const fail = (e: unknown) =>
    setError(e instanceof ApiError ? e : new ApiError('NETWORK', String(e), String(e)));

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await createTable(createRequest(form));
      for (const s of result.seats) {
        if (s.seat === form.hostSeat && s.table === result.tables[0]?.id)
          localStorage.setItem(tokenKey(s.table), s.token);
      }
      const invites = result.seats.filter(
        (s) => !(s.seat === form.hostSeat && s.table === result.tables[0]?.id),
      );
      const first = result.tables[0];
      if (invites.length === 0 && first !== undefined) props.onOpen(first.id);
      else setCreated(result);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const join = async (table: TableInfo) => {
    setError(null);
    try {
      const seat = await joinTable(table.id, form.name.trim() !== '' ? { name: form.name.trim() } : {});
      localStorage.setItem(tokenKey(seat.table), seat.token);
      props.onOpen(seat.table);
    } catch (e) {
      fail(e);
    }
  };

  const copy = (url: string) => {
    void navigator.clipboard?.writeText(url).then(() => setCopied(url));
  };

  return (
    <div className="lobby">
      <section className="lobby-intro">
        <h1>{t.appTitle}</h1>
        <p>{t.tagline}</p>
      </section>

      {created ? (
        <section className="created" aria-label={t.inviteLinks}>
          <h2>{t.inviteLinks}</h2>
          <ul className="invite-list">
            {created.seats.map((s) => {
              const url = new URL(s.url, window.location.origin).href;
              const mine = s.seat === form.hostSeat && s.table === created.tables[0]?.id;
              return (
                <li key={`${s.table}-${s.seat}`}>
                  <strong>
                    {created.tables.length > 1
                      ? `${t.board} ${created.tables.findIndex((x) => x.id === s.table) + 1} · `
                      : ''}
                    {seatName(s.seat)}
                    {mine ? ` (${t.you})` : ''}
                  </strong>{' '}
                  <input
                    readOnly
                    value={url}
                    className="invite-url"
                    aria-label={`${t.invite} ${seatName(s.seat)}`}
                  />{' '}
                  <button type="button" onClick={() => copy(url)}>
                    {copied === url ? t.copied : t.copy}
                  </button>
                </li>
              );
            })}
          </ul>
          {created.tables[0] ? (
            <button
              type="button"
              className="primary"
              onClick={() => props.onOpen(created.tables[0]?.id ?? '')}
            >
              {t.open}
            </button>
          ) : null}
        </section>
      ) : (
        <form
          className="create-form"
          aria-label={t.newTable}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <h2>{t.newTable}</h2>
          <fieldset className="kinds">
            <legend>{t.tableKind}</legend>
            {KINDS.map((k) => (
              <label key={k} className={`kind${form.kind === k ? ' chosen' : ''}`}>
                <input
                  type="radio"
                  name="kind"
                  value={k}
                  checked={form.kind === k}
                  onChange={() => set({ kind: k })}
                />
                <strong>{t.kinds[k]}</strong>
                <small>{t.kindHelp[k]}</small>
              </label>
            ))}
          </fieldset>
          <fieldset className="seats">
            <legend>{t.yourSeat}</legend>
            <div className="seat-grid">
              {SEATS.map((s) => (
                <div key={s} className={`seat-choice seat-${s}`}>
                  <label>
                    <input
                      type="radio"
                      name="hostSeat"
                      value={s}
                      checked={form.hostSeat === s}
                      onChange={() => set({ hostSeat: s })}
                    />{' '}
                    {seatName(s)}
                  </label>
                  {s === form.hostSeat ? (
                    <span className="seat-you">{t.you}</span>
                  ) : (
                    <select
                      name={`seat-${s}`}
                      aria-label={seatName(s)}
                      value={form.others[s]}
                      onChange={(e) =>
                        set({
                          others: {
                            ...form.others,
                            [s]:
                              e.target.value === 'human'
                                ? 'human'
                                : e.target.value === 'empty'
                                  ? 'empty'
                                  : 'robot',
                          },
                        })
                      }
                    >
                      <option value="robot">{t.robot}</option>
                      <option value="human">{`${t.human} (${t.invite})`}</option>
                      {form.tableMode === true && form.kind !== 'whist' ? (
                        <option value="empty">{ENTRY_LABEL[prefs.lang]}</option>
                      ) : null}
                    </select>
                  )}
                </div>
              ))}
            </div>
            <label>
              {t.human}{' '}
              <input
                name="name"
                value={form.name}
                maxLength={40}
                onChange={(e) => set({ name: e.target.value })}
              />
            </label>
          </fieldset>
          {form.kind === 'whist' ? (
            <WhistRulesForm rules={form.whist} onChange={(whist) => set({ whist })} />
          ) : (
            <label className="table-mode">
              <input
                type="checkbox"
                name="tableMode"
                checked={form.tableMode === true}
                onChange={(e) => set({ tableMode: e.target.checked })}
              />{' '}
              {TABLE_MODE_LABEL[prefs.lang]}
            </label>
          )}
          <details className="table-settings">
            <summary>{t.settings}</summary>
            {form.kind === 'pairs' || form.kind === 'teams' ? (
              <label>
                {t.boards}{' '}
                <input
                  type="number"
                  name="boards"
                  min={1}
                  max={64}
                  value={form.boards}
                  onChange={(e) => set({ boards: Math.max(1, Math.min(64, Number(e.target.value) || 1)) })}
                />
              </label>
            ) : null}
            {form.kind === 'whist'
              ? null
              : (['NS', 'EW'] as const).map((side) => (
                  <fieldset key={side} className="partnership-system">
                    <legend>{side === 'NS' ? t.nsScore : t.ewScore}</legend>
                    <label>
                      {t.system}{' '}
                      <select
                        name={`system${side}`}
                        value={form.systems[side].system}
                        onChange={(e) =>
                          set({
                            systems: {
                              ...form.systems,
                              [side]: {
                                ...form.systems[side],
                                system: e.target.value === 'ForumD' ? 'ForumD' : 'SAYC',
                              },
                            },
                          })
                        }
                      >
                        <option value="SAYC">SAYC</option>
                        <option value="ForumD">Forum D</option>
                      </select>
                    </label>
                    <label>
                      {t.conventions}{' '}
                      <input
                        name={`conventions${side}`}
                        value={form.systems[side].conventions}
                        placeholder="rkcb1430, bergen, -gerber"
                        title={t.conventionsHelp}
                        onChange={(e) =>
                          set({
                            systems: {
                              ...form.systems,
                              [side]: { ...form.systems[side], conventions: e.target.value },
                            },
                          })
                        }
                      />
                    </label>
                  </fieldset>
                ))}
            <label>
              {t.robotStrength}{' '}
              <select
                name="robotStrength"
                value={form.robotStrength}
                onChange={(e) => set({ robotStrength: e.target.value === 'basic' ? 'basic' : 'standard' })}
              >
                <option value="standard">{t.robotStrengths.standard}</option>
                <option value="basic">{t.robotStrengths.basic}</option>
              </select>
            </label>
            {form.kind === 'whist' ? null : (
              <label>
                <input
                  type="checkbox"
                  name="undo"
                  checked={form.undo}
                  onChange={(e) => set({ undo: e.target.checked })}
                />{' '}
                {t.undoAllowed}
              </label>
            )}
            <label>
              {t.kibitzersAllowed}{' '}
              <select
                name="kibitzers"
                value={form.kibitzers}
                onChange={(e) => set({ kibitzers: e.target.value as KibitzerMode })}
              >
                <option value="seat">{t.kibitzerModes.seat}</option>
                <option value="public">{t.kibitzerModes.public}</option>
                <option value="none">{t.kibitzerModes.none}</option>
              </select>
            </label>
            {form.kind === 'whist' ? null : (
              <label>
                {t.stop} (s){' '}
                <input
                  type="number"
                  name="stopSeconds"
                  min={0}
                  max={30}
                  value={form.stopSeconds}
                  onChange={(e) =>
                    set({ stopSeconds: Math.max(0, Math.min(30, Number(e.target.value) || 0)) })
                  }
                />
              </label>
            )}
          </details>
          <button type="submit" className="primary" disabled={busy}>
            {t.create}
          </button>
        </form>
      )}

      {error ? (
        <p className="error" role="alert">
          {t.errorPrefix}: {prefs.lang === 'de' ? error.messageDe : error.message}
        </p>
      ) : null}

      <section className="table-list" aria-label={t.openTables}>
        <h2>{t.openTables}</h2>
        {tables === null || tables.length === 0 ? (
          <p>{t.noTables}</p>
        ) : (
          <ul>
            {tables.map((table) => (
              <li key={table.id}>
                <strong>{table.name}</strong> · {t.kinds[table.kind]} ·{' '}
                {table.settings.mode === 'table' ? `${DIRECTOR_TEXTS[prefs.lang].tableMode} · ` : ''}
                {SEATS.map((s) => `${s}: ${occupantLabel(table.seats[s])}`).join(', ')}{' '}
                {localStorage.getItem(tokenKey(table.id)) ? (
                  <button type="button" onClick={() => props.onOpen(table.id)}>
                    {t.open}
                  </button>
                ) : (
                  <button type="button" onClick={() => void join(table)}>
                    {t.join}
                  </button>
                )}{' '}
                {table.settings.kibitzers !== 'none' ? (
                  <button type="button" onClick={() => props.onOpen(table.id)}>
                    {t.kibitzer}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
