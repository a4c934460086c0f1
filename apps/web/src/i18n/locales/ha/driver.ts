import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/driver.ts';

// Shafin direba: gajerun kalmomi masu sauƙin karantawa a waya.
export default {
  title: 'Isarwata',
  loadError: 'Ba mu iya samo isarwarka ba',
  empty: 'Babu bayanan da za a nuna',
  litres: 'lita {{quantity}}',
  card: {
    label: 'Isarwa {{reference}}',
    loaded: '{{product}}: an loda lita {{quantity}}',
    ordered: '{{product}}: an yi odar lita {{quantity}}',
    from: 'daga {{hub}}',
    lockedTitle: 'An kulle',
    locked:
      'An rubuta lambobi biyar da ba daidai ba: dole masu gudanarwa su ba mai saye sabuwar lamba kafin a iya rubuta wannan isarwa.',
    leaveHub: 'Tashi daga cibiya',
    leaveHubOf: 'Tashi daga cibiya da {{reference}}',
    recordDelivery: 'Rubuta isarwa',
    recordDeliveryOf: 'Rubuta isarwar {{reference}}',
    delivered: 'An isar: {{quantity}}',
  },
  leave: {
    title: 'Tashi daga cibiya da {{reference}}?',
    explanation:
      'Ka tabbatar kawai idan babbar motar na tashi da {{quantity}} da aka loda: za a gaya wa mai saye cewa iskar gas na kan hanya, kuma ba za a iya sauya wannan ba.',
    submit: 'Tashi daga cibiya',
    success: 'Kana kan hanya. A wurin, ka rubuta isarwar da lambar mai saye.',
  },
  record: {
    title: 'Rubuta isarwa {{reference}}',
    submit: 'Rubuta isarwa',
    success: 'An rubuta isarwar. Yanzu mai saye zai iya karɓa.',
    instructions:
      'Tambayi wanda zai karɓi kayan lambar isarwa ta mai saye (tana shafin cinikinsa da cikin imel ɗinsa), sannan ka rubuta ta tare da yawan da ke kan mita.',
    code: 'Lambar isarwa',
    quantityDelivered: 'Yawan da aka isar (lita)',
    loaded: 'An loda: {{quantity}}',
  },
} satisfies Catalogue<typeof en>;
