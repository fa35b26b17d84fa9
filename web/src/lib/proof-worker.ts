import { solveLoginProof } from './proof-of-work';

/** The login proof of work off the page's thread: one challenge in, its answer out. */
self.onmessage = (e: MessageEvent<{ challenge: string; bits: number }>) => {
  void solveLoginProof(e.data.challenge, e.data.bits).then((answer) => self.postMessage(answer));
};
