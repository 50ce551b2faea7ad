import { describe, expect, test } from 'vitest';
import { createRequest, type LobbyForm } from './lobby.js';

const FORM: LobbyForm = {
  kind: 'rubber',
  hostSeat: 'S',
  name: '',
  others: { N: 'robot', E: 'robot', S: 'robot', W: 'robot' },
  boards: 8,
  undo: true,
  kibitzers: 'seat',
  robotStrength: 'standard',
  stopSeconds: 10,
  conventions: '',
};

describe('the lobby request', () => {
  test('a strict table by default, a table-mode table when asked, with empty seats for face-to-face entry', () => {
    expect(createRequest(FORM).settings?.mode).toBeUndefined();
    const table = createRequest({
      ...FORM,
      tableMode: true,
      others: { N: 'empty', E: 'human', S: 'robot', W: 'empty' },
    });
    expect(table.settings?.mode).toBe('table');
    expect(table.seats).toEqual({ N: 'empty', E: 'human', W: 'empty' });
    expect(table.hostSeat).toBe('S');
  });
});
