import { formatCall } from '@tenace/engine';
import { describe, expect, it } from 'vitest';
import { bidContext } from './context.js';
import { noRuleMeaning } from './meaning.js';
import { compilePattern, instantiateCall, matchPattern } from './rule.js';
import { auction } from './testing.js';

const calls = (text: string) => auction(text).calls;
const ctxOf = (text: string) => {
  const a = auction(text);
  return bidContext(
    a,
    'None',
    a.calls.map(() => noRuleMeaning()),
  );
};

describe('auction patterns', () => {
  it('binds a major variable and refuses a minor for it', () => {
    expect(matchPattern('1{M} P', calls('1H P'))).toEqual({ M: 'H' });
    expect(matchPattern('1{M} P', calls('1D P'))).toBeNull();
    expect(matchPattern('1{m} P', calls('1D P'))).toEqual({ m: 'D' });
  });

  it('gives two different variables two different suits', () => {
    expect(matchPattern('1{x} P 1{y} P', calls('1C P 1H P'))).toEqual({ x: 'C', y: 'H' });
    expect(matchPattern('1{x} P 2{y} P', calls('1H P 2H P'))).toBeNull();
    expect(matchPattern('1{x} P 2{x} P', calls('1H P 2H P'))).toEqual({ x: 'H' });
  });

  it('matches whole auctions unless the pattern starts with ...', () => {
    expect(matchPattern('1NT P', calls('1NT P 2C P'))).toBeNull();
    expect(matchPattern('... 2C P', calls('1NT P 2C P'))).toEqual({});
    expect(matchPattern('', [])).toEqual({});
    expect(matchPattern('_ B', calls('1C 1H'))).toEqual({});
    expect(matchPattern('_ B', calls('1C X'))).toBeNull();
  });

  it('rejects a broken pattern token as a programming error', () => {
    expect(() => compilePattern('1Q P')).toThrow(/bad auction pattern token/);
  });
});

describe('call templates', () => {
  it('makes the cheapest bid and the single jump in a suit', () => {
    const ctx = ctxOf('1H 1S');
    expect(formatCall(instantiateCall('+{x}', ctx, { x: 'D' }) ?? { type: 'pass' })).toBe('2D');
    expect(formatCall(instantiateCall('++{x}', ctx, { x: 'D' }) ?? { type: 'pass' })).toBe('3D');
    expect(formatCall(instantiateCall('+{x}', ctx, { x: 'S' }) ?? { type: 'pass' })).toBe('2S');
    expect(formatCall(instantiateCall('+NT', ctx, {}) ?? { type: 'pass' })).toBe('1NT');
  });

  it('gives null for an illegal call', () => {
    expect(instantiateCall('1C', ctxOf('1H'), {})).toBeNull();
    expect(instantiateCall('XX', ctxOf('1H'), {})).toBeNull();
    expect(instantiateCall('X', ctxOf('1H P'), {})).toBeNull();
  });
});
