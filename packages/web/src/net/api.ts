import type { Created, CreateTable, Join, SeatToken, TableInfo } from '@tenace/server/protocol';

// The lobby's HTTP calls (docs/protocol.md, "HTTP lobby"). Errors come back as the server's
// {code, message, messageDe} and are thrown as ApiError so the page can show them in either language.

/** A refused lobby request, with the server's code and both texts. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly messageDe: string,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, {
    ...init,
    headers: init?.body ? { 'content-type': 'application/json' } : {},
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = null;
  }
  if (!res.ok) {
    const err =
      (body as { error?: { code?: string; message?: string; messageDe?: string } } | null)?.error ?? body;
    const e = (err ?? {}) as { code?: string; message?: string; messageDe?: string };
    throw new ApiError(
      e.code ?? `HTTP_${res.status}`,
      e.message ?? res.statusText,
      e.messageDe ?? res.statusText,
    );
  }
  return body as T;
}

/** The open tables. */
export async function listTables(): Promise<TableInfo[]> {
  const body = await request<TableInfo[] | { tables: TableInfo[] }>('/api/tables');
  return Array.isArray(body) ? body : body.tables;
}

/** Creates a table (two for a team match); the host's seat token comes first in `seats`. */
export function createTable(spec: CreateTable): Promise<Created> {
  return request<Created>('/api/tables', { method: 'POST', body: JSON.stringify(spec) });
}

/** Takes a free or robot seat at a table. */
export function joinTable(table: string, join: Join): Promise<SeatToken> {
  return request<SeatToken>(`/api/tables/${encodeURIComponent(table)}/join`, {
    method: 'POST',
    body: JSON.stringify(join),
  });
}

/** Where the seat token of a table is kept in this browser, so a reload keeps the seat. */
export function tokenKey(table: string): string {
  return `tenace.token.${table}`;
}

/** The table id and seat token in an invite link's path and hash: /t/<table>#token=<token>. */
export function parseTableLocation(
  pathname: string,
  hash: string,
): { table: string; token: string | null } | null {
  const m = /^\/t\/([^/?#]+)\/?$/.exec(pathname);
  if (m === null) return null;
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return { table: decodeURIComponent(m[1] as string), token: token === '' ? null : token };
}

/** One table's lobby picture (its kind decides which screen draws it). */
export async function tableInfo(table: string): Promise<TableInfo> {
  const body = await request<{ table: TableInfo }>(`/api/tables/${encodeURIComponent(table)}`);
  return body.table;
}
