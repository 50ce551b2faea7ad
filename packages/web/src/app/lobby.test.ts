import { CreateTableSchema } from '@tenace/server/protocol';
import { describe, expect, test } from 'vitest';
import { createRequest, INITIAL_FORM } from './lobby.js';

describe('the lobby form', () => {
  test('asks for each partnership its own system and conventions, as the server reads them', () => {
    const request = createRequest({
      ...INITIAL_FORM,
      systems: {
        NS: { system: 'ForumD', conventions: ' rkcb1430, -gerber  bergen' },
        EW: { system: 'SAYC', conventions: '' },
      },
    });
    expect(request.settings?.systems).toEqual({
      NS: { system: 'ForumD', conventions: ['rkcb1430', '-gerber', 'bergen'] },
      EW: { system: 'SAYC', conventions: [] },
    });
    // The request passes the server's own schema.
    expect(CreateTableSchema.safeParse(request).success).toBe(true);
  });

  test('the host sits where chosen, the other seats are robots or invitations, sessions get a length', () => {
    const request = createRequest({
      ...INITIAL_FORM,
      kind: 'teams',
      hostSeat: 'E',
      boards: 12,
      others: { N: 'human', E: 'robot', S: 'robot', W: 'human' },
    });
    expect(request.hostSeat).toBe('E');
    expect(request.seats).toEqual({ N: 'human', S: 'robot', W: 'human' });
    expect(request.settings?.length).toBe(12);
    expect(createRequest(INITIAL_FORM).settings?.length).toBeUndefined();
  });

  test('a strict table by default, a table-mode table when asked, with empty seats for face-to-face entry', () => {
    expect(createRequest(INITIAL_FORM).settings?.mode).toBeUndefined();
    const table = createRequest({
      ...INITIAL_FORM,
      tableMode: true,
      others: { N: 'empty', E: 'human', S: 'robot', W: 'empty' },
    });
    expect(table.settings?.mode).toBe('table');
    expect(table.seats).toEqual({ N: 'empty', E: 'human', W: 'empty' });
    expect(table.hostSeat).toBe('S');
    expect(CreateTableSchema.safeParse(table).success).toBe(true);
    // Switched to Bid Whist afterwards: no table mode, and the empty seats become robots.
    const whist = createRequest({
      ...INITIAL_FORM,
      kind: 'whist',
      tableMode: true,
      others: { N: 'empty', E: 'human', S: 'robot', W: 'empty' },
    });
    expect(whist.settings?.mode).toBeUndefined();
    expect(whist.seats).toEqual({ N: 'robot', E: 'human', W: 'robot' });
  });
});
