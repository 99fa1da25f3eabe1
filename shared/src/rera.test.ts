import { describe, expect, it } from 'vitest'
import { RERA_MESSAGES, RERA_STATES, reraNumberProblem, reraSearchUrl, reraStateOf, type ReraKind, type ReraStateKey } from './rera'

describe('RERA numbers', () => {
  it('accepts each state’s own example numbers, for projects and agents', () => {
    for (const [key, rule] of Object.entries(RERA_STATES) as [ReraStateKey, (typeof RERA_STATES)[ReraStateKey]][]) {
      for (const kind of ['project', 'agent'] as ReraKind[]) {
        expect(reraNumberProblem(rule.examples[kind], rule.names[0], kind), `${key} ${kind}`).toBeNull()
      }
    }
  })

  it('refuses a number of the other kind or of another state, naming the right format', () => {
    expect(reraNumberProblem('A02400001234', 'Telangana', 'project')).toBe(RERA_MESSAGES.invalid)
    expect(reraNumberProblem('DLRERA2019P0001', 'Telangana', 'project')).toBe(RERA_MESSAGES.invalid)
    expect(reraNumberProblem('DLRERA2019P0001', 'Delhi', 'project')).toBeNull()
    expect(reraNumberProblem('P0240000123', 'Telangana', 'project')).not.toBeNull()
    expect(reraNumberProblem('PRM/KA/RERA/1251/310/AG/171020/000459', 'Karnataka', 'project')).not.toBeNull()
    expect(reraNumberProblem('WBRERA/P/KOL/2023/00012', 'West Bengal', 'project')).not.toBeNull()
  })

  it('ignores case and spaces the way numbers are printed', () => {
    expect(reraNumberProblem(' p024 0000 1234 ', 'TS', 'project')).toBeNull()
    expect(reraNumberProblem('tn/29/building/0123/2020', 'Tamil Nadu', 'project')).toBeNull()
    expect(reraNumberProblem('hira/p/kol/2019/000123', 'west bengal', 'project')).toBeNull()
  })

  it('states without a format take any sane number, never markup or anything over 60 characters', () => {
    expect(reraNumberProblem('GJ/RERA/12-34', 'Gujarat', 'project')).toBeNull()
    expect(reraNumberProblem('<b>x</b>', 'Gujarat', 'project')).not.toBeNull()
    expect(reraNumberProblem('P'.repeat(61), 'Gujarat', 'project')).toContain('60')
  })

  it('finds the regulator by the state’s name and short forms', () => {
    expect(reraStateOf('Andhra  Pradesh')).toBe('andhra_pradesh')
    expect(reraStateOf('TG')).toBe('telangana')
    expect(reraStateOf('Kerala')).toBeNull()
    expect(reraSearchUrl('Maharashtra')).toMatch(/^https:\/\/maharera\./)
    expect(reraSearchUrl(null)).toBeNull()
  })
})
