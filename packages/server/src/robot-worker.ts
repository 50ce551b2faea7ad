import { parentPort } from 'node:worker_threads';
import type { RobotInput } from '@tenace/robots';
import { type RobotKey, RobotPool } from './robots.js';

// A worker thread of the robot runner: it keeps the robots of the tables sent to it and
// answers each question with one action (or the reason it could not decide).

const pool = new RobotPool();

parentPort?.on('message', (message: { id: number; key: RobotKey; input: RobotInput }) => {
  try {
    const action = pool.robot(message.key).decide(message.input);
    parentPort?.postMessage({ id: message.id, action });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
