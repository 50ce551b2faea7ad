import { useEffect, useState } from 'react';
import { ApiError, tableInfo } from '../net/api.js';
import { usePrefs } from '../prefs.js';
import { TableScreen } from './table-screen.js';
import { WhistScreen } from './whist-screen.js';

/** A table's page: the lobby says which game it plays, then the bridge or the Bid Whist screen draws it. */
export function TableRoute(props: { table: string; token: string | null }) {
  const { prefs, t } = usePrefs();
  const [kind, setKind] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    let live = true;
    tableInfo(props.table)
      .then((info) => live && setKind(info.kind))
      .catch(
        (e: unknown) =>
          live && setError(e instanceof ApiError ? e : new ApiError('NETWORK', String(e), String(e))),
      );
    return () => {
      live = false;
    };
  }, [props.table]);
  if (error !== null) {
    return (
      <p className="status-line error" role="alert">
        {t.errorPrefix}: {prefs.lang === 'de' ? error.messageDe : error.message}
      </p>
    );
  }
  if (kind === null) return <p className="status-line">{t.connecting}</p>;
  return kind === 'whist' ? (
    <WhistScreen table={props.table} token={props.token} />
  ) : (
    <TableScreen table={props.table} token={props.token} />
  );
}
