/** Something that can deliver a text message to a phone. */
export interface SmsAdapter {
  readonly name: string
  send(message: { to: string; text: string }): Promise<void>
}
