import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/logistics.ts';

// Sufuri na masu gudanarwa: allon rana da matakansa.
export default {
  board: {
    title: 'Allon rana',
    description:
      'Isarwa da ɗaukar kowace cibiya na ranar: masu jiran lokacin lodi, waɗanda aka tanada a ranar, da waɗanda ke kan hanya tun kwanakin baya.',
    day: 'Rana',
    hub: 'Cibiya',
    allHubs: 'Duk cibiyoyi',
    loadError: 'Ba mu iya samo allon ba',
    empty: 'Babu bayanan da za a nuna',
    statusCount: '{{count}} {{status}}',
    deliveriesAt: 'Isarwa a {{hub}}',
    columns: {
      sale: 'Ciniki',
      status: 'Matsayi',
      to: 'Zuwa',
      litres: 'Lita (oda / lodi / isarwa)',
      slot: 'Lokacin lodi',
      crew: 'Babbar mota · Direba',
      actions: 'Ayyuka',
    },
    toSite: '{{site}}, {{state}} ({{buyer}})',
    collectionBy: '{{buyer}} zai ɗauka',
  },
  steps: {
    schedule: 'Tsara',
    scheduleOf: 'Tsara {{reference}}',
    recordLoading: 'Rubuta lodi',
    recordLoadingOf: 'Rubuta lodin {{reference}}',
    reschedule: 'Sake tsarawa',
    rescheduleOf: 'Sake tsara {{reference}}',
    cancelBooking: 'Soke tanadi',
    cancelBookingOf: 'Soke tanadin {{reference}}',
    leaveHub: 'Tashi daga cibiya',
    leaveHubOf: 'Tashi daga cibiya {{reference}}',
    recordDelivery: 'Rubuta isarwa',
    recordDeliveryOf: 'Rubuta isarwar {{reference}}',
    locked: 'An kulle bayan lambobi biyar marasa kyau: ba mai saye sabuwar lamba',
    cancelSale: 'Soke ciniki',
    cancelSaleOf: 'Soke cinikin {{reference}}',
    cancelOf: 'Soke {{reference}}',
  },
  dialogs: {
    litres: 'lita {{quantity}}',
    fields: {
      slot: 'Lokacin lodi',
      truck: 'Babbar mota',
      driver: 'Direba',
      quantityLoaded: 'Yawan da aka loda (lita)',
      quantityDelivered: 'Yawan da aka isar (lita)',
      code: 'Lambar isarwa',
      ticket: 'Tikitin mita (hoto, ba dole ba)',
      ticketHint: 'PNG, JPEG ko WebP',
      reason: 'Dalili',
    },
    schedule: {
      loadingSlots: 'Ana lodawa...',
      selectSlot: 'Zaɓi lokacin lodi',
      slotOption: '{{day}} {{start}}-{{end}} ({{booked}} cikin {{capacity}} an tanada)',
      selectTruck: 'Zaɓi babbar mota',
      selectDriver: 'Zaɓi direba',
      successDelivery: 'An tsara isarwar',
      successCollection: 'An tanadi lokacin ɗaukar',
      summaryDelivery: '{{reference}}: {{quantity}} na {{product}} a {{hub}} zuwa {{site}}, {{state}}.',
      summaryCollection: '{{reference}}: {{quantity}} na {{product}} a {{hub}}, motar mai saye za ta ɗauka.',
      forwardMonth: 'An saya don isarwa a {{month}}: zaɓi lokacin lodi a wannan wata.',
      chooseSlot: 'Zaɓi lokacin lodi',
    },
    loading: {
      success: 'An rubuta lodin',
      summary: '{{reference}}: an yi odar {{quantity}}. Rubuta yawan da ke kan tikitin mitar cibiya.',
      summaryCollection:
        '{{reference}}: an yi odar {{quantity}}. Rubuta yawan da ke kan tikitin mitar cibiya da lambar da mai saye zai bayar a ƙofa.',
    },
    delivery: {
      success: 'An rubuta isarwar. Yanzu mai saye zai iya karɓa.',
      summary: '{{reference}}: an loda {{quantity}} don {{site}}.',
    },
    cancel: {
      submit: 'Soke cinikin',
      success: 'An soke {{reference}}, an saki duk abin da aka riƙe ga {{buyer}}.',
      explanation:
        '{{reference}}: {{quantity}} na {{product}} a {{hub}} don {{buyer}}, ba a loda ba tukuna. Duk abin da aka riƙe (adadin kuɗi da kowane kuɗin sufuri) zai koma jakar kuɗin mai saye, litar kuma su koma hajar mai samarwa. Za a aika wa kamfanonin biyu dalilin ta imel. Ba za a iya sauya wannan ba.',
      explanationBooked:
        '{{reference}}: {{quantity}} na {{product}} a {{hub}} don {{buyer}}, ba a loda ba tukuna. Duk abin da aka riƙe (adadin kuɗi da kowane kuɗin sufuri) zai koma jakar kuɗin mai saye, litar kuma su koma hajar mai samarwa; za a saki lokacin lodinsa da babbar motarsa. Za a aika wa kamfanonin biyu dalilin ta imel. Ba za a iya sauya wannan ba.',
    },
  },
} satisfies Catalogue<typeof en>;
