/**
 * The singular of every English text that counts something. English texts are their own keys
 * and have no catalogue, so without these a count of one would read "1 months"; i18next picks
 * `<key>_one` for a count of 1 (CLDR's "one" category of English) and the key itself otherwise.
 * Each key is an English text the screens pass to `t()` with `count`, plus `_one`.
 */
export const ENGLISH_SINGULARS: Record<string, string> = {
  'Business time runs {{count}} days ahead of real time. Moving it forward closes each business day passed: settlements, interest, and at a month end interest posting and statements._one':
    'Business time runs {{count}} day ahead of real time. Moving it forward closes each business day passed: settlements, interest, and at a month end interest posting and statements.',
  'Defects applied to this bank and {{count}} sandboxes of the class_one':
    'Defects applied to this bank and {{count}} sandbox of the class',
  'Defects applied to {{count}} sandboxes of the class_one':
    'Defects applied to {{count}} sandbox of the class',
  'Interest paid to {{count}} accounts: {{total}} in all._one':
    'Interest paid to {{count}} account: {{total}} in all.',
  'Queued for {{count}} customers who accept marketing messages._one':
    'Queued for {{count}} customer who accepts marketing messages.',
  'Up to {{count}} times a day_one': 'Up to once a day',
  'Your password was changed. {{count}} other sessions were signed out._one':
    'Your password was changed. {{count}} other session was signed out.',
  '{{amount}} overdue · {{count}} missed instalments_one':
    '{{amount}} overdue · {{count}} missed instalment',
  '{{count}} days_one': '{{count}} day',
  '{{count}} failed sign-ins forgotten._one': '{{count}} failed sign-in forgotten.',
  '{{count}} hints left_one': '{{count}} hint left',
  '{{count}} months_one': '{{count}} month',
  '{{count}} recovery codes left_one': '{{count}} recovery code left',
  '{{count}} statements made for {{period}}._one': '{{count}} statement made for {{period}}.',
  '{{count}} students ({{first}} to {{last}}), {{amount}} opening deposit in checking._one':
    '{{count}} student ({{first}}), {{amount}} opening deposit in checking.',
  '{{count}} students are ready._one': '{{count}} student is ready.',
  '{{count}} classes are deleted with their students ({{students}} in all): they can no longer sign in. To start one class again, use Reset class on its page instead._one':
    '{{count}} class is deleted with its students ({{students}} in all): they can no longer sign in. To start the class again, use Reset class on its page instead.',
};
