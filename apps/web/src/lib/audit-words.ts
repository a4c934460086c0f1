import { type AuditAction, type AuditEntityType, auditActions, auditEntityTypes } from '@gas/shared';
import type { TFunction } from 'i18next';
import components from '../i18n/locales/en/components.ts';

// The audit trail's words in the reader's language (issue 23), for the operators' audit page and
// the latest activity of their dashboard. The shared auditActionLabels stay English (the server
// and the CSV use them); the 'audit' catalogue says them word for word in English.

type T = TFunction<'audit'>;

const isAction = (action: string): action is AuditAction =>
  (auditActions as readonly string[]).includes(action);
const isEntityType = (type: string): type is AuditEntityType =>
  (auditEntityTypes as readonly string[]).includes(type);

/** An action's name ('Sale decision'); an action the catalogue does not know shows as sent. */
export const auditActionName = (t: T, action: string): string =>
  isAction(action) ? t(`actions.${action}`) : action;

/** An entity type's name ('Sale'); a type the catalogue does not know shows as sent. */
export const auditEntityName = (t: T, type: string): string =>
  isEntityType(type) ? t(`entities.${type}`) : type;

/** An entity type as a sentence names it after the action ('sale'); unknown types as sent. */
export const auditEntityWord = (t: T, type: string): string =>
  isEntityType(type) ? t(`entityWords.${type}`) : type;

type StatusKey = keyof (typeof components)['status'];
const statusByEnglish = new Map(
  (Object.entries(components.status) as [StatusKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * A before or after value in the reader's language when it is a status the catalogue knows word
 * for word ('Pending' -> 'Ana jira'); anything else (amounts, names, descriptions) as recorded.
 */
export const auditStateText = (t: TFunction<'components'>, value: string): string => {
  const key = statusByEnglish.get(value);
  return key ? t(`status.${key}`) : value;
};
