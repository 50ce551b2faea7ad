import { parentPort } from 'node:worker_threads';
import type { RobotInput, WhistRobotInput } from '@tenace/robots';
import { type RobotKey, RobotPool } from './robots.js';

// A worker thread of the robot runner: it keeps the robots of the tables sent to it and
// answers each question with one action (or the reason it could not decide).

const pool = new RobotPool();

type Question =
  | { id: number; key: RobotKey; input: RobotInput; game?: 'bridge' }
  | { id: number; key: RobotKey; input: WhistRobotInput; game: 'whist' };

parentPort?.on('message', (message: Question) => {
  try {
    const action =
      message.game === 'whist'
        ? pool.whistRobot(message.key).decide(message.input)
        : pool.robot(message.key).decide(message.input);
    parentPort?.postMessage({ id: message.id, action });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
