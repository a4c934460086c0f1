/** A catalogue product as GET products returns it. */
export type Product = {
  id: string;
  name: string;
  unit: string;
  isActive: boolean;
  status: 'Active' | 'Inactive';
  createdUtc: string;
};
