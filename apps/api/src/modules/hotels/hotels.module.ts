import type { FastifyInstance } from 'fastify';
import type { HotelSupplier } from '../../providers/hotels/hotels.port';
import type { KoshModule, ModuleDeps } from '../module-deps';
import { createHotelItineraryService } from './hotel-itinerary.service';
import { createHotelSearchService } from './hotel-search.service';
import { createHotelSessionsService } from './hotel-sessions.service';
import { createHotelSuggestionsService } from './hotel-suggestions.service';
import { createHotelsRepository } from './hotels.repository';
import { hotelsRoutes } from './hotels.routes';

/**
 * Hotels (issue 13): suggestions, search sessions with their filters, sorts and pages, and a
 * hotel's itinerary, all answered from the hotel supplier; the map's tile configuration.
 */
export function createHotelsModule(
  deps: Pick<ModuleDeps, 'db' | 'config' | 'clock'> & { supplier: HotelSupplier },
) {
  const { db, config, clock, supplier } = deps;
  const repo = createHotelsRepository();
  const sessions = createHotelSessionsService({ db, repo, clock });
  const hotels = {
    sessions,
    suggestions: createHotelSuggestionsService({ supplier }),
    search: createHotelSearchService({ sessions, supplier }),
    itinerary: createHotelItineraryService({ db, repo, sessions, supplier, clock }),
    mapConfig: () => ({ ...config.hotelMap }),
  };
  const services = { hotels };
  const routes = async (api: FastifyInstance) => {
    await api.register(hotelsRoutes(hotels));
  };
  return { services, routes } satisfies KoshModule<typeof services>;
}

export type HotelsServices = ReturnType<typeof createHotelsModule>['services']['hotels'];
