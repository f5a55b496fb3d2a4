import { useMutation } from '@tanstack/react-query';
import type { AllocateRoomsRequest, AllocateRoomsResponse } from '@kosh/contract/hotel-booking';
import { apiRequest } from '@/lib/api-client';

/**
 * POST hotel/allocateRooms/{code}: the lead guest (checked against the rate's document rules) and
 * the special requests, kept with the itinerary for the payment page. Nothing is charged here.
 */
export const allocateRooms = (code: string, body: AllocateRoomsRequest) =>
  apiRequest<AllocateRoomsResponse>(`hotel/allocateRooms/${encodeURIComponent(code)}`, {
    body,
    auth: true,
  });

export const useAllocateRooms = (code: string) =>
  useMutation({ mutationFn: (body: AllocateRoomsRequest) => allocateRooms(code, body) });
