// @tenace/solver/node: the worker pool on Node's worker_threads. Kept apart from the main entry,
// which stays free of Node modules so that browsers can load it.
export {
  createNodePool,
  DEFAULT_RESOURCE_LIMITS,
  defaultWorkerFile,
  type NodePoolOptions,
} from './pool/node.js';
