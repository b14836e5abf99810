/** The tips panel's texts, English, translated where shown. */
export const TIPS = [
  'We will never ask for your password or PIN by phone, email or text message.',
  'Review your statements regularly and report anything you do not recognise.',
  'Internal transfers between your own accounts arrive instantly.',
  'Sign out when you finish, especially on a shared device.',
];
