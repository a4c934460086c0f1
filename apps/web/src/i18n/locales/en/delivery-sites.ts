// The offtaker's delivery sites on its profile (features/delivery-sites). Glossary: docs/i18n.md.
export default {
  title: 'Delivery sites',
  intro:
    'Where our trucks deliver what you buy with delivery. Each purchase names one site; the person named receives the gas and the driver asks them for your delivery code.',
  add: 'Add site',
  loadError: 'We could not load your delivery sites',
  empty: 'There are no records to display',
  fields: {
    name: 'Site name',
    address: 'Address',
    lga: 'LGA',
    state: 'State',
    gps: 'GPS',
    latitude: 'Latitude',
    longitude: 'Longitude',
    contactName: 'Receiving contact',
    contactPhone: 'Contact phone',
  },
  hints: {
    name: 'How you call this site, e.g. Sharada plant',
    latitude: 'Optional, e.g. 12.0022',
    longitude: 'Optional, e.g. 8.5920',
    contactName: 'Who receives the gas on site',
  },
  selectState: 'Select a state',
  card: {
    edit: 'Edit',
    editOf: 'Edit {{name}}',
    delete: 'Delete',
    deleteOf: 'Delete {{name}}',
  },
  addDialog: {
    title: 'Add delivery site',
    submit: 'Add site',
    success: 'The delivery site was added',
  },
  editDialog: {
    title: 'Edit delivery site',
    submit: 'Save site',
    success: 'The delivery site was saved',
  },
  deleteDialog: {
    title: 'Delete delivery site',
    submit: 'Delete site',
    deleted: '{{name}} was deleted',
    archived: '{{name}} was archived: the purchases that name it keep its address',
    explanation:
      '<strong>{{name}}</strong> will no longer be offered for deliveries. A site that a purchase names is archived instead of deleted: that purchase keeps its address, and a delivery on its way still arrives there.',
  },
} as const;
