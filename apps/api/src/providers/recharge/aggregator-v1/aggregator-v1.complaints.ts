import { BBPS_COMPLAINT_STATUSES, type BbpsComplaintStatus } from '@kosh/contract/bbps-complaints';
import type { BbpsComplaintRecord, BbpsComplaints } from '../bbps.port';
import { ProviderError } from '../recharge.port';
import { createAggregatorV1Client } from './aggregator-v1.client';

interface WireComplaint {
  complaintId?: unknown;
  status?: unknown;
  resolution?: unknown;
}

/** The aggregator's answer as a complaint, or a ProviderError: nothing is taken on trust. */
function readComplaint(body: WireComplaint | null): BbpsComplaintRecord {
  if (
    typeof body?.complaintId !== 'string' ||
    !BBPS_COMPLAINT_STATUSES.includes(body.status as BbpsComplaintStatus)
  ) {
    throw new ProviderError('the aggregator answered a complaint Kosh cannot read');
  }
  return {
    complaintId: body.complaintId,
    status: body.status as BbpsComplaintStatus,
    resolution: typeof body.resolution === 'string' ? body.resolution : null,
  };
}

/** The aggregator v1 API's BBPS complaints. */
export function createAggregatorV1Complaints(options: {
  baseUrl: string;
  apiKey: string;
}): BbpsComplaints {
  const client = createAggregatorV1Client(options);
  return {
    async raiseComplaint(input) {
      const answer = await client.call<WireComplaint>('POST', '/aggregator/v1/complaints', input);
      if (!answer.json) client.fail(answer, 'complaint');
      return readComplaint(answer.json);
    },

    async complaintStatus(complaintId) {
      const answer = await client.call<WireComplaint>(
        'GET',
        `/aggregator/v1/complaints/${encodeURIComponent(complaintId)}`,
      );
      if (answer.status === 404) return null;
      if (!answer.json) client.fail(answer, 'complaint status');
      return readComplaint(answer.json);
    },
  };
}
