import { useCallback, useEffect, useMemo, useState } from 'react';
import { parseTableLocation, tokenKey } from '../net/api.js';
import { defaultPrefs, type Prefs, PrefsContext, readPrefs } from '../prefs.js';
import { TEXTS } from '../texts.js';
import { Lobby } from './lobby.js';
import { PrefsMenu } from './prefs-menu.js';
import { TableRoute } from './table-route.js';

const PREFS_KEY = 'tenace.prefs';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The page: the lobby at /, a table at /t/<id> (the invite link's token in the hash). */
export function App() {
  const [prefs, setPrefsState] = useState<Prefs>(() =>
    readPrefs(storage()?.getItem(PREFS_KEY) ?? null, defaultPrefs(navigator.language)),
  );
  const setPrefs = useCallback((change: Partial<Prefs>) => {
    setPrefsState((p) => {
      const next = { ...p, ...change };
      storage()?.setItem(PREFS_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const [path, setPath] = useState(() => window.location.pathname);
  useEffect(() => {
    const onPop = () => setPath(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    document.documentElement.lang = prefs.lang;
  }, [prefs.lang]);

  const go = useCallback((to: string) => {
    window.history.pushState(null, '', to);
    setPath(window.location.pathname);
  }, []);

  // The invite link's token moves from the address bar into this browser's storage, so the
  // address can be shared or bookmarked without giving the seat away.
  const location = parseTableLocation(path, window.location.hash);
  if (location?.token) {
    storage()?.setItem(tokenKey(location.table), location.token);
    window.history.replaceState(null, '', `/t/${encodeURIComponent(location.table)}`);
  }
  const token = location ? (location.token ?? storage()?.getItem(tokenKey(location.table)) ?? null) : null;

  const value = useMemo(() => ({ prefs, t: TEXTS[prefs.lang], setPrefs }), [prefs, setPrefs]);
  const t = value.t;
  return (
    <PrefsContext.Provider value={value}>
      <div className={`app size-${prefs.cardSize}${prefs.fourColour ? ' four-colour' : ''}`}>
        <header className="top-bar">
          <a
            className="brand"
            href="/"
            onClick={(e) => {
              e.preventDefault();
              go('/');
            }}
          >
            <span className="brand-mark">♠♥</span> {t.appTitle}
          </a>
          <PrefsMenu />
        </header>
        <main>
          {location ? (
            <TableRoute key={location.table} table={location.table} token={token} />
          ) : (
            <Lobby onOpen={(table) => go(`/t/${encodeURIComponent(table)}`)} />
          )}
        </main>
      </div>
    </PrefsContext.Provider>
  );
}
