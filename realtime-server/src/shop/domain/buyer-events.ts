import { makeEnvelope, type AccessChangedEvent, type PurchaseStatus } from '@sinais/shared';

/** The buyer's own room hears that a payment of theirs changed (the checkout and the result pages listen). */
export function paymentUpdated(p: {
  userId: string;
  purchaseId: string;
  paymentId: string | null;
  courseId: string;
  status: PurchaseStatus;
  providerStatus: string;
  statusDetail: string | null;
  externalReference: string;
}) {
  return makeEnvelope(
    'payment:updated',
    {
      payment_id: p.paymentId ?? p.purchaseId,
      course_id: p.courseId,
      status: p.status,
      provider_status: p.providerStatus,
      status_detail: p.statusDetail,
      external_reference: p.externalReference,
    },
    { userId: p.userId },
  );
}

/** The member's own room hears that their access to a course was granted or ended. */
export function accessChanged(
  userId: string,
  courseId: string,
  active: boolean,
  reason: AccessChangedEvent['reason'],
) {
  return makeEnvelope(
    'access:changed',
    { course_id: courseId, status: active ? 'active' : 'revoked', has_access: active, reason },
    { userId },
  );
}
