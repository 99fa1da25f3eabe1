import { Body, Container, Html, Link, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import type { SiteLocale } from '@gruha/shared'

const body = { backgroundColor: '#f6f6f4', fontFamily: 'Arial, "Noto Sans Telugu", "Noto Sans Devanagari", sans-serif', margin: 0 }
const container = { backgroundColor: '#ffffff', maxWidth: '560px', margin: '24px auto', padding: '24px' }
const paragraph = { fontSize: '15px', lineHeight: '22px', margin: '0 0 14px', color: '#1f2933' }

/** The frame every Gruha mail shares: one paragraph per entry of `paragraphs`. */
export function MailLayout({ locale, paragraphs }: { locale: SiteLocale; paragraphs: ReactNode[] }) {
  return (
    <Html lang={locale}>
      <Body style={body}>
        <Container style={container}>
          {paragraphs.map((p, i) => (
            <Text key={i} style={paragraph}>
              {p}
            </Text>
          ))}
        </Container>
      </Body>
    </Html>
  )
}

/** A link; the text version shows its address after the label. */
export const MailLink = ({ href, children }: { href: string; children: ReactNode }) => <Link href={href}>{children}</Link>

/** Text typed by a person: its line breaks kept. */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/)
  return (
    <>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </>
  )
}

/** The verification code, large and spaced. */
export const Code = ({ children }: { children: string }) => <strong style={{ fontSize: '20px', letterSpacing: '4px' }}>{children}</strong>
