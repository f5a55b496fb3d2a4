import { hotelGuestDocumentIssue } from '@kosh/contract/hotel-booking';
import type { HotelRoom } from '@kosh/contract/hotels';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/faults';
import type { HotelItinerariesRepository } from '../hotel-itineraries.repository';
import type { HotelItineraryRow } from '../hotels.tables';
import type { StoredGuest, StoredRate } from '../stored';

/** The room and rate an itinerary's customer chose (selectRoomRates), read from the itinerary. */
export interface SelectedRate {
  recommendationId: string;
  rate: StoredRate;
  /** The room type the rate books (each of `rate.rooms` is one of it). */
  room: HotelRoom;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The rate `rateId` of recommendation `recommendationId`, when the itinerary offers it. */
export function findRate(
  row: Pick<HotelItineraryRow, 'content'>,
  recommendationId: string,
  rateId: string,
): { recommendationId: string; rate: StoredRate } | null {
  const recommendation = row.content.recommendations.find(
    (r) => r.recommendationId === recommendationId,
  );
  const rate = recommendation?.rates.find((r) => r.rateId === rateId);
  return recommendation && rate ? { recommendationId, rate } : null;
}

/**
 * Who may use an itinerary, and in what state (docs/hotels.md "Itineraries, sessions and
 * ownership"). Hotel pages are public: an itinerary nobody owns answers whoever holds its code and
 * its session's trace id, and becomes the first logged-in caller's; an owned one answers its owner
 * only. Every hotel call past createItineraryV2 opens the itinerary here first.
 */
export function createItineraryAccess(deps: {
  db: Db;
  repo: HotelItinerariesRepository;
  clock: Clock;
}) {
  const { db, repo, clock } = deps;

  /** 410: the itinerary's hour is over, or the code/trace pair names none (the Session Expired modal). */
  const expired = (internal: string) => new AppError('GONE', 'HOTEL_SESSION_EXPIRED', { internal });

  /** 404 for an itinerary someone else owns: it is not there for this caller. */
  const notYours = (code: string) =>
    new AppError('NOT_FOUND', 'HOTEL_NOT_FOUND', { internal: `hotel itinerary ${code} is owned` });

  function checkLive(row: HotelItineraryRow | null, code: string, traceId: string) {
    if (!row) throw expired(`no hotel itinerary ${code}`);
    if (row.traceId.toLowerCase() !== traceId.toLowerCase()) {
      throw expired(`hotel itinerary ${code} is not of trace ${traceId}`);
    }
    if (row.expiresAt.getTime() <= clock().getTime()) {
      throw expired(`hotel itinerary ${code} expired at ${row.expiresAt.toISOString()}`);
    }
    return row;
  }

  function checkOwner(row: HotelItineraryRow, userId: string | null) {
    if (row.userId !== null && row.userId !== userId) throw notYours(row.code);
    return row;
  }

  async function claim(row: HotelItineraryRow, userId: string | null, tx: DbOrTx = db) {
    if (row.userId !== null || userId === null) return row;
    const claimed = await repo.claimItinerary(tx, row.code, userId, clock());
    if (claimed) return claimed;
    // Someone claimed it between the read and the claim: it is theirs, or it is ours already.
    return checkOwner(
      checkLive(await repo.findForAccess(tx, row.code), row.code, row.traceId),
      userId,
    );
  }

  async function frozenIfBooked(
    row: Pick<HotelItineraryRow, 'code'>,
    tx: DbOrTx = db,
  ): Promise<void> {
    const live = await repo.findLiveBooking(tx, row.code);
    if (live) {
      throw new AppError('CONFLICT', 'HOTEL_BOOKING_IN_PROGRESS', {
        internal: `hotel itinerary ${row.code} has live booking ${live.id} (${live.status})`,
      });
    }
  }

  return {
    /**
     * The live itinerary `code` of session `traceId` for `userId` (null: a visitor): 410
     * HOTEL_SESSION_EXPIRED when unknown, expired or of another trace (a traceId of `0` or none
     * included); 404 HOTEL_NOT_FOUND when someone else owns it, or it is owned and the caller is a
     * visitor. An unowned itinerary becomes a logged-in caller's (unless `claim: false`), atomically:
     * of two customers racing for one code, one has it and the other gets the 404.
     */
    async open(
      code: string,
      traceId: string,
      userId: string | null,
      options: { claim?: boolean } = {},
    ): Promise<HotelItineraryRow> {
      if (!CODE_PATTERN.test(code) || !UUID_PATTERN.test(traceId)) {
        throw expired(`hotel itinerary ${code} asked with trace ${traceId}`);
      }
      const row = checkOwner(checkLive(await repo.findForAccess(db, code), code, traceId), userId);
      return options.claim === false ? row : claim(row, userId);
    },

    /**
     * An opened itinerary nobody owns made the logged-in caller's (a visitor's stays unowned). For a
     * call that checks its input before it keeps anything: open with `claim: false`, check, claim.
     */
    claim,

    /** The selected room and rate, or 422 HOTEL_ROOM_DATA_MISSING before selectRoomRates. */
    selectedRate(row: HotelItineraryRow): SelectedRate {
      const selection = row.selection;
      if (!selection) {
        throw new AppError('BUSINESS_RULE', 'HOTEL_ROOM_DATA_MISSING', {
          internal: `hotel itinerary ${row.code} has no room selected`,
        });
      }
      const found = findRate(row, selection.recommendationId, selection.rateId);
      const room = found?.rate.rooms[0];
      if (!found || !room || found.rate.roomId !== selection.roomId) {
        throw new AppError('BUSINESS_RULE', 'HOTEL_ROOM_DATA_MISSING', {
          internal: `hotel itinerary ${row.code} no longer offers rate ${selection.rateId}`,
        });
      }
      return { recommendationId: found.recommendationId, rate: found.rate, room };
    },

    /**
     * The travellers a booking sends (the lead first), or 422 HOTEL_TRAVELLERS_MISSING: none were
     * given, or the lead's documents do not meet the selected rate (it changed since allocateRooms).
     */
    travellers(row: HotelItineraryRow, selected: SelectedRate): [StoredGuest, ...StoredGuest[]] {
      const [lead, ...others] = row.guests ?? [];
      if (
        !lead ||
        !lead.isLeadGuest ||
        hotelGuestDocumentIssue(lead, selected.rate, row.checkOut) !== null
      ) {
        throw new AppError('BUSINESS_RULE', 'HOTEL_TRAVELLERS_MISSING', {
          internal: `hotel itinerary ${row.code} has no lead guest fit for rate ${selected.rate.rateId}`,
        });
      }
      return [lead, ...others];
    },

    /**
     * 409 HOTEL_BOOKING_IN_PROGRESS when a live booking (awaiting payment, processing, pending or
     * confirmed) was made from the itinerary: its room, promotion and travellers are then frozen.
     * Inside a transaction that holds the itinerary's lock (`change`), the answer stays true until
     * it commits.
     */
    frozenIfBooked,

    /**
     * Runs `change` on the itinerary with its row locked, after checking again that it is live and
     * the caller's and that no live booking froze it (the book call takes the same lock before it
     * inserts a booking, so the two never interleave); an unowned itinerary becomes the logged-in
     * caller's in the same transaction.
     */
    async change<T>(
      opened: HotelItineraryRow,
      userId: string | null,
      change: (tx: Tx, row: HotelItineraryRow) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const row = checkOwner(
          checkLive(await repo.lockForAccess(tx, opened.code), opened.code, opened.traceId),
          userId,
        );
        await frozenIfBooked(row, tx);
        return change(tx, await claim(row, userId, tx));
      });
    },
  };
}

export type ItineraryAccess = ReturnType<typeof createItineraryAccess>;
