import { type Contact, type ContactRequest, contactRequestSchema } from '@gas/shared';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog.tsx';
import { type ContactField, contactFields } from '../../lib/contacts.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAddContact } from './api/add-contact.ts';
import { useUpdateContact } from './api/update-contact.ts';

function initialValues(contact?: Contact): Record<ContactField, string> {
  return Object.fromEntries(contactFields.map((field) => [field, contact?.[field] ?? ''])) as Record<
    ContactField,
    string
  >;
}

const inputTypes: Partial<Record<ContactField, { type: string; autoComplete: string }>> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  email2: { type: 'email', autoComplete: 'off' },
  mobile: { type: 'tel', autoComplete: 'tel' },
  mobile2: { type: 'tel', autoComplete: 'off' },
  mobile3: { type: 'tel', autoComplete: 'off' },
  address: { type: 'text', autoComplete: 'address-line1' },
  address2: { type: 'text', autoComplete: 'address-line2' },
};

type ContactFormProps = {
  submit: (values: ContactRequest) => Promise<unknown>;
  contact?: Contact;
  submitLabel: string;
  successMessage: string;
};

/** The contact fields in a dialog form; every field is optional. */
function ContactForm({ submit, contact, submitLabel, successMessage }: ContactFormProps) {
  const { t } = useTranslation('components');
  const form = useSchemaForm(contactRequestSchema, initialValues(contact));
  return (
    <DialogForm form={form} submit={submit} submitLabel={submitLabel} successMessage={successMessage}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {contactFields.map((field, index) => (
          <TextInput
            key={field}
            {...form.inputProps(field)}
            {...inputTypes[field]}
            label={t(`contactFields.${field}`)}
            data-autofocus={index === 0 ? true : undefined}
          />
        ))}
      </SimpleGrid>
    </DialogForm>
  );
}

export function EditContactForm({ contact }: { contact: Contact }) {
  const { t } = useTranslation('profile');
  const update = useUpdateContact(contact.id);
  return (
    <ContactForm
      contact={contact}
      submit={(values) => update.mutateAsync(values)}
      submitLabel={t('profile.saveContact')}
      successMessage={t('profile.contactSaved')}
    />
  );
}

export function AddContactForm() {
  const { t } = useTranslation('profile');
  const add = useAddContact();
  return (
    <ContactForm
      submit={(values) => add.mutateAsync(values)}
      submitLabel={t('profile.addContact')}
      successMessage={t('profile.contactAdded')}
    />
  );
}
