type Letter =
  | 'a'
  | 'b'
  | 'c'
  | 'd'
  | 'e'
  | 'f'
  | 'g'
  | 'h'
  | 'i'
  | 'j'
  | 'k'
  | 'l'
  | 'm'
  | 'n'
  | 'o'
  | 'p'
  | 'q'
  | 'r'
  | 's'
  | 't'
  | 'u'
  | 'v'
  | 'w'
  | 'x'
  | 'y'
  | 'z'
type Alphanumeric = Letter | Uppercase<Letter> | '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'

/** `S` with every character but a letter or digit replaced by `_`, as keyPart does. */
export type KeyPart<S extends string> = S extends `${infer C}${infer Rest}` ? `${C extends Alphanumeric ? C : '_'}${KeyPart<Rest>}` : S

/**
 * An English option value as a catalogue key segment ('Plot/Land' → 'Plot_Land'), typed as the
 * literal it becomes, so `t(`nri.types.${keyPart(o)}`)` is checked against the catalogue.
 */
export function keyPart<S extends string>(value: S): KeyPart<S> {
  return value.replace(/[^A-Za-z0-9]/g, '_') as KeyPart<S>
}
