// The rate-limit area's public face: the limits live in the domain layer, where collection hooks use them too (ADR 27).
export * from '../../domain/rate-limit'
