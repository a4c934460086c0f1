import type { Catalogue } from '../../catalogue.ts';
import type en from '../en/notification-settings.ts';

export default {
  title: 'Sanarwa',
  description:
    'Waɗanne imel za ka karɓa idan wani abu yana jiran mai gudanarwa. Kowane mai gudanarwa yana zaɓar nasa; duka a kunne suke har sai ka kashe ɗaya.',
  loadFailed: 'Ba mu iya loda zaɓin sanarwarka ba',
  section: 'Sanarwar imel',
  goesTo: 'Ana aika imel zuwa adireshin da kake shiga da shi.',
  savedTitle: 'An ajiye',
  saved: 'An ajiye zaɓin sanarwarka.',
  saveFailedTitle: 'Ba mu iya ajiye zaɓinka ba',
  saveFailed: 'Ba a iya ajiye zaɓinka ba.',
  save: 'Ajiye',
  topics: {
    depositAwaiting: 'Ajiyar kuɗi tana jiran amincewa',
    signUpAwaiting: 'Rajista tana jiran shigarwa',
  },
  explanations: {
    depositAwaiting: 'Wani mai saye ya aiko da ajiyar kuɗi tare da rasit ɗinta: tana jiran amincewa.',
    signUpAwaiting: 'Wani mai samarwa ko mai saye ya tabbatar da adireshin imel ɗinsa: yana jiran shigarwa.',
  },
} satisfies Catalogue<typeof en>;
