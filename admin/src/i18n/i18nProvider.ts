import { defaultI18nProvider, type I18nProvider } from 'react-admin'

/**
 * react-admin's English messages plus the console's own, which must read word
 * for word as in spec 002 §8. react-admin looks some of them up by key (for
 * example the delete button's success toast, whose literal-text fallback would
 * otherwise become 'Element deleted').
 * Plain strings only: they bypass polyglot, so no %{interpolation} or |||| plurals.
 */
export const messages: Record<string, string> = {
  'resources.users.notifications.created': 'User created successfully!',
  'resources.users.notifications.updated': 'User updated successfully!',
  'resources.users.notifications.deleted': 'User deleted successfully!',
  'resources.properties.notifications.deleted': 'Property deleted successfully!',
  'resources.bookings.notifications.deleted': 'Booking deleted successfully!',
  'resources.moderation-cases.name': 'Moderation',
  'resources.moderation-reports.name': 'Reports',
}

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => messages[key] ?? defaultI18nProvider.translate(key, options),
}
