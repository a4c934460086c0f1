import { z } from 'zod';

// Operators' email notifications (issue 22, item 9): GET and PUT notification-settings, each
// operator's own. An operator is emailed when something awaits it, for each topic it keeps on
// (all on by default).

/** What can await an operator: a deposit to approve, a sign-up to onboard. */
export const operatorNotificationTopics = ['depositAwaiting', 'signUpAwaiting'] as const;
export type OperatorNotificationTopic = (typeof operatorNotificationTopics)[number];

/** The words of each topic, for the settings form and the docs. */
export const operatorNotificationLabels: Record<OperatorNotificationTopic, string> = {
  depositAwaiting: 'A deposit awaits approval',
  signUpAwaiting: 'A sign-up awaits onboarding',
};

const choice = z.boolean({ error: 'Choose on or off' });

/** An operator's choices (GET answers them; PUT takes all of them). */
export const notificationSettingsSchema = z.strictObject({
  depositAwaiting: choice,
  signUpAwaiting: choice,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** What an operator gets before choosing anything. */
export const defaultNotificationSettings: NotificationSettings = {
  depositAwaiting: true,
  signUpAwaiting: true,
};
