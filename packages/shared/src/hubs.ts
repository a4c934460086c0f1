// The platform's logistics hubs, in the order they open: Ajaokuta first.
// The server seeds them as reference data; the public site describes them. GET hubs answers
// them with their ids (contracts/catalogue.ts).
import type { HubInfo } from './contracts/catalogue.ts';

export const hubs: readonly HubInfo[] = [
  {
    code: 'AJK',
    name: 'Ajaokuta',
    region: 'North Central',
    state: 'Kogi',
    deliveryDays: 1,
    isOperational: true,
    description:
      'Our first hub, on the Ajaokuta-Kaduna-Kano (AKK) pipeline route: CNG compression and LNG storage serving Kogi, Abuja and the northern corridor.',
  },
  {
    code: 'PHC',
    name: 'Port-Harcourt',
    region: 'South South',
    state: 'Rivers',
    deliveryDays: 2,
    isOperational: false,
    description:
      'Close to the gas fields and processing plants of the Niger Delta: the main source of supply for the network.',
  },
  {
    code: 'LOS',
    name: 'Lagos',
    region: 'South West',
    state: 'Lagos',
    deliveryDays: 2,
    isOperational: false,
    description: 'Serves the industrial clusters of Lagos and Ogun and links the coastal LNG terminals.',
  },
  {
    code: 'KAD',
    name: 'Kaduna',
    region: 'North West',
    state: 'Kaduna',
    deliveryDays: 2,
    isOperational: false,
    description: 'A depot for factories and CNG stations in Kaduna and Zaria, fed along the AKK corridor.',
  },
  {
    code: 'MIU',
    name: 'Maiduguri',
    region: 'North East',
    state: 'Borno',
    deliveryDays: 4,
    isOperational: false,
    description: 'Brings gas to the North East by virtual pipeline: CNG trucks and LNG tanks.',
  },
  {
    code: 'KAN',
    name: 'Kano',
    region: 'North West',
    state: 'Kano',
    deliveryDays: 3,
    isOperational: false,
    description: 'The largest market of the north: textile, food and steel plants, and CNG for transport.',
  },
];
