// The shapes of GET profile (server: apps/server/src/modules/parties/routes.ts).

export type ProfileParty = {
  id: string;
  name: string;
  status: string;
  createdUtc: string;
  email: string | null;
  company: { name: string } | null;
  individual: { firstName: string; lastName: string } | null;
};

export type ProfileContact = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  email2: string | null;
  mobile: string | null;
  mobile2: string | null;
  mobile3: string | null;
  address: string | null;
  address2: string | null;
  isPrimary: boolean;
};

export type Profile = { party: ProfileParty; contacts: ProfileContact[] };
