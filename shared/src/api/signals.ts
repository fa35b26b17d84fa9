import { z } from 'zod';
import {
  experimentalOptInRequestSchema,
  experimentalOptInSchema,
  recordKindSchema,
} from '../schemas/experimental';
import { memberGateResponseSchema, strategyGateResponseSchema } from '../schemas/gate';
import {
  allSignalsResponseSchema,
  confirmedSignalsResponseSchema,
  pendingSignalsResponseSchema,
  rejectedSignalsResponseSchema,
  signalListQuerySchema,
} from '../schemas/signal-lists';
import {
  strategyTracksResponseSchema,
  trackRecordQuerySchema,
  trackRecordResponseSchema,
} from '../schemas/track-record';
import { textBodySchema } from './envelopes';
import { defineRoute } from './route';

const confirmed = {
  method: 'GET',
  access: 'optional',
  query: signalListQuerySchema,
  response: confirmedSignalsResponseSchema,
} as const;
const pending = {
  method: 'GET',
  access: 'admin',
  query: signalListQuerySchema,
  response: pendingSignalsResponseSchema,
} as const;
const rejected = {
  method: 'GET',
  access: 'admin',
  query: signalListQuerySchema,
  response: rejectedSignalsResponseSchema,
} as const;

/** Signal lists (spec 000 §7, spec 003 §7), the live gate, the track record and the experimental opt-in. */
export const signalsApi = {
  /** Public; an admin's token, or an opted-in member's, adds the experimental signals. */
  confirmed: defineRoute({ ...confirmed, path: '/api/unified/signals/confirmed' }),
  /** The same list under the path spec 000 names first: one shape for both. */
  confirmedAlias: defineRoute({ ...confirmed, path: '/api/trading-command/confirmed' }),
  pending: defineRoute({ ...pending, path: '/api/unified/signals/pending' }),
  pendingAlias: defineRoute({ ...pending, path: '/api/btc-signals/pending' }),
  rejected: defineRoute({ ...rejected, path: '/api/unified/signals/rejected' }),
  rejectedAlias: defineRoute({ ...rejected, path: '/api/trading-command/rejected' }),
  all: defineRoute({
    method: 'GET',
    path: '/api/unified/signals/all',
    access: 'admin',
    query: signalListQuerySchema,
    response: allSignalsResponseSchema,
  }),
  memberGate: defineRoute({
    method: 'GET',
    path: '/api/signals/gate',
    access: 'public',
    response: memberGateResponseSchema,
  }),
  adminGate: defineRoute({
    method: 'GET',
    path: '/api/admin/strategy-gate',
    access: 'admin',
    response: strategyGateResponseSchema,
  }),
  /**
   * Public (issue 30): anyone reads the published record, net of fees, at the address the landing links; a member's
   * token (opted in, or an admin) may ask `record=experimental`.
   */
  trackRecord: defineRoute({
    method: 'GET',
    path: '/api/signals/track-record',
    access: 'optional',
    query: trackRecordQuerySchema,
    response: trackRecordResponseSchema,
  }),
  trackRecordCsv: defineRoute({
    method: 'GET',
    path: '/api/signals/track-record.csv',
    access: 'optional',
    query: trackRecordQuerySchema,
    response: textBodySchema,
    kind: 'text',
  }),
  trackRecordStrategies: defineRoute({
    method: 'GET',
    path: '/api/signals/track-record/strategies',
    access: 'optional',
    query: z.object({ record: recordKindSchema.default('published') }),
    response: strategyTracksResponseSchema,
  }),
  experimentalOptIn: defineRoute({
    method: 'GET',
    path: '/api/signals/experimental/opt-in',
    access: 'member',
    response: experimentalOptInSchema,
  }),
  setExperimentalOptIn: defineRoute({
    method: 'PUT',
    path: '/api/signals/experimental/opt-in',
    access: 'member',
    body: experimentalOptInRequestSchema,
    response: experimentalOptInSchema,
  }),
} as const;
