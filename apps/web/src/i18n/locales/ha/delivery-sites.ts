import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/delivery-sites.ts';

// Wuraren isarwa na mai saye, a bayanan martabarsa.
export default {
  title: 'Wuraren isarwa',
  intro:
    'Inda manyan motocinmu ke kai abin da ka saya da isarwa. Kowane saye na ambaton wuri ɗaya; wanda aka ambata shi ke karɓar iskar gas, direba kuma zai tambaye shi lambar isarwarka.',
  add: 'Ƙara wuri',
  loadError: 'Ba mu iya samo wuraren isarwarka ba',
  empty: 'Babu bayanan da za a nuna',
  fields: {
    name: 'Sunan wuri',
    address: 'Adireshi',
    lga: 'Ƙaramar hukuma',
    state: 'Jiha',
    gps: 'GPS',
    latitude: 'Latitud (arewa–kudu)',
    longitude: 'Longitud (gabas–yamma)',
    contactName: 'Wanda zai karɓa',
    contactPhone: 'Wayar wanda zai karɓa',
  },
  hints: {
    name: 'Yadda kake kiran wurin, misali Sharada plant',
    latitude: 'Ba dole ba ne, misali 12.0022',
    longitude: 'Ba dole ba ne, misali 8.5920',
    contactName: 'Wanda ke karɓar iskar gas a wurin',
  },
  selectState: 'Zaɓi jiha',
  card: {
    edit: 'Gyara',
    editOf: 'Gyara {{name}}',
    delete: 'Goge',
    deleteOf: 'Goge {{name}}',
  },
  addDialog: {
    title: 'Ƙara wurin isarwa',
    submit: 'Ƙara wuri',
    success: 'An ƙara wurin isarwa',
  },
  editDialog: {
    title: 'Gyara wurin isarwa',
    submit: 'Ajiye wuri',
    success: 'An ajiye wurin isarwa',
  },
  deleteDialog: {
    title: 'Goge wurin isarwa',
    submit: 'Goge wuri',
    deleted: 'An goge {{name}}',
    archived: 'An adana {{name}} a tarihi: sayayyar da suka ambace shi za su riƙe adireshinsa',
    explanation:
      'Ba za a sake ba da <strong>{{name}}</strong> don isarwa ba. Wurin da wani saye ya ambata za a adana shi a tarihi maimakon a goge shi: wannan saye zai riƙe adireshinsa, kuma isarwar da ke kan hanya za ta isa can.',
  },
} satisfies Catalogue<typeof en>;
