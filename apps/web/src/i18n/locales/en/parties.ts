// The operators' parties: onboarding, suppliers, offtakers, standing (features/parties).
export default {
  loading: 'Loading...',
  kinds: { supplier: 'Supplier', offtaker: 'Offtaker' },
  columns: {
    name: 'Name',
    type: 'Type',
    createdOn: 'Created On',
    details: 'Details',
    email: 'Email',
    status: 'Status',
    company: 'Company',
  },
  onboarding: {
    title: 'Onboarding',
    description:
      'Suppliers and offtakers who confirmed their email address and wait for your decision, oldest first. Open one to review its details and approve or reject it.',
    details: 'Details',
    detailsFor: 'Details for {{name}}',
  },
  lists: {
    supplier: {
      title: 'Suppliers',
      intro: 'Gas producers and distributors registered on the exchange, newest first.',
    },
    offtaker: {
      title: 'Offtakers',
      intro: 'Factories, CNG stations and other buyers registered on the exchange, newest first.',
    },
  },
  details: {
    pageTitle: '{{name}} · Onboarding',
    fallbackTitle: 'Onboarding details',
    loadError: 'We could not load this registration',
    registration: 'Registration',
    contacts: 'Contacts',
    contactsError: 'We could not load the contacts',
    notFound: 'We could not find this registration',
    notFoundText: 'The address should name a supplier (s) or an offtaker (o) and an id.',
    prompt: 'Review the registration and its contacts, then approve or reject it.',
  },
  allows: {
    supplier: 'list inventories, add stock and set prices',
    offtaker: 'fund a wallet and buy gas',
  },
  decision: {
    mailTo: ' We email {{email}} to say so.',
    approveTitle: 'Approve {{name}}?',
    approveExplanation: '{{name}} becomes Active and can start trading: {{allows}}.{{mailTo}}',
    approve: 'Approve',
    approved: '{{name}} is approved and now Active.',
    rejectTitle: 'Reject {{name}}?',
    rejectExplanation:
      'The registration becomes Rejected: {{name}} can no longer log in and any open sessions end.{{mailTo}}',
    reject: 'Reject',
    rejected: '{{name}} is rejected.',
  },
  statusNote: {
    Active: 'This registration is approved: the account is active.',
    Rejected: 'This registration was rejected.',
    Unconfirmed: 'This registration has not confirmed its email address yet; it can be decided once it has.',
    other: 'This account is {{status}}: there is nothing to decide.',
  },
  standing: {
    mailTo: ' We email {{email}} the reason.',
    suspendTitle: 'Suspend {{name}}?',
    suspendExplanation:
      '{{name}} becomes Suspended: it is signed out at once and cannot log in. Its purchases waiting for approval, its open bids, and the sales of its stock waiting for approval, are cancelled and their funds released; approved sales stand.{{mailTo}}',
    suspend: 'Suspend',
    suspended: '{{name}} is suspended.',
    reinstateTitle: 'Reinstate {{name}}?',
    reinstateExplanation:
      '{{name}} becomes Active again and can log in and trade. Purchases cancelled by the suspension stay cancelled.{{mailTo}}',
    reinstate: 'Reinstate',
    reinstated: '{{name}} is reinstated and now Active.',
    reason: 'Reason',
    reasonHint: 'Recorded in the audit trail and emailed to the party (at most {{max}} characters).',
    activeNote: 'This account is active. Suspend it to stop its trading and end its sessions at once.',
    suspendedNote: 'This account is suspended: it cannot log in. Reinstate it to let it trade again.',
  },
} as const;
