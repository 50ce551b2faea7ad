export type { DdPosition } from './position.js';
export type { DdCardSolution, DdCardValue, DdSolution } from './solve.js';
export { solve, solveCards } from './solve.js';
