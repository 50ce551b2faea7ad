import { SEAT_NAMES, SEATS, type Seat } from '@tenace/engine';
import type { KibitzerMode, Occupant, RobotStrength, TableSettingsPatch } from '@tenace/server/protocol';
import type { TableState } from '../net/table-state.js';
import { usePrefs } from '../prefs.js';

/**
 * The host's controls at the table: who sits where (a robot, an invitation with a fresh link, or
 * nobody) and the settings that may change during play (undo, kibitzers, robot strength, stop card).
 */
export function HostPanel(props: {
  state: Pick<TableState, 'settings' | 'you' | 'seats' | 'invites'>;
  onSeat: (seat: Seat, occupant: Occupant) => void;
  onSettings: (patch: TableSettingsPatch) => void;
  /** A Bid Whist table: no undo and no stop card to set. */
  whist?: boolean;
}) {
  const { prefs, t } = usePrefs();
  const { state } = props;
  const settings = state.settings;
  const me = state.you?.seat ?? null;
  return (
    <details className="host-panel">
      <summary>{t.hostPanel}</summary>
      <ul className="host-seats">
        {SEATS.filter((s) => s !== me).map((seat) => {
          const info = state.seats?.[seat];
          const invite = state.invites.find((i) => i.seat === seat);
          return (
            <li key={seat}>
              <strong>{SEAT_NAMES[prefs.lang][seat]}</strong>:{' '}
              {info?.occupant === 'robot'
                ? t.robot
                : info?.occupant === 'empty'
                  ? t.empty
                  : (info?.name ?? t.human)}{' '}
              <button
                type="button"
                onClick={() => props.onSeat(seat, 'robot')}
                disabled={info?.occupant === 'robot'}
              >
                {t.robot}
              </button>{' '}
              <button type="button" onClick={() => props.onSeat(seat, 'human')}>
                {t.invite}
              </button>
              {invite ? (
                <input
                  readOnly
                  className="invite-url"
                  aria-label={`${t.invite} ${SEAT_NAMES[prefs.lang][seat]}`}
                  value={new URL(invite.url, window.location.origin).href}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {settings ? (
        <div className="host-settings">
          {props.whist ? null : (
            <label>
              <input
                type="checkbox"
                checked={settings.undo}
                onChange={(e) => props.onSettings({ undo: e.target.checked })}
              />{' '}
              {t.undoAllowed}
            </label>
          )}
          <label>
            {t.kibitzersAllowed}{' '}
            <select
              value={settings.kibitzers}
              onChange={(e) => props.onSettings({ kibitzers: e.target.value as KibitzerMode })}
            >
              <option value="seat">{t.kibitzerModes.seat}</option>
              <option value="public">{t.kibitzerModes.public}</option>
              <option value="none">{t.kibitzerModes.none}</option>
            </select>
          </label>
          <label>
            {t.robotStrength}{' '}
            <select
              value={settings.robotStrength}
              onChange={(e) => props.onSettings({ robotStrength: e.target.value as RobotStrength })}
            >
              <option value="standard">{t.robotStrengths.standard}</option>
              <option value="basic">{t.robotStrengths.basic}</option>
            </select>
          </label>
          {props.whist ? null : (
            <label>
              {t.stop} (s){' '}
              <input
                type="number"
                min={0}
                max={30}
                value={settings.stopSeconds}
                onChange={(e) =>
                  props.onSettings({ stopSeconds: Math.max(0, Math.min(30, Number(e.target.value) || 0)) })
                }
              />
            </label>
          )}
        </div>
      ) : null}
    </details>
  );
}
