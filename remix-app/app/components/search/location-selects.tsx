import { useEffect, useState } from 'react'
import { CITIES_BY_STATE, SEARCH_STATES, citiesFor } from './locations'

type LocationSelectsProps = {
  state?: string
  city?: string
  /** Home form: the city stays disabled until a state is chosen. */
  requireStateFirst?: boolean
  idPrefix: string
}

/**
 * State and city selects. Changing the state clears the city. Before hydration (or with
 * JavaScript off) the city list shows every city grouped by state, so the GET form still works.
 */
export function LocationSelects({ state, city, requireStateFirst = false, idPrefix }: LocationSelectsProps) {
  const [hydrated, setHydrated] = useState(false)
  const [chosenState, setChosenState] = useState(state ?? '')
  const [chosenCity, setChosenCity] = useState(city ?? '')
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    setChosenState(state ?? '')
    setChosenCity(city ?? '')
  }, [state, city])

  const cities = citiesFor(chosenState)
  // A city typed into the URL that is not in our list still round-trips.
  const extraCity = chosenCity && !Object.values(CITIES_BY_STATE).some((l) => l.includes(chosenCity)) ? chosenCity : null
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-state`}>State</label>
        <select
          id={`${idPrefix}-state`}
          name="state"
          value={chosenState}
          onChange={(e) => {
            setChosenState(e.target.value)
            setChosenCity('')
          }}
        >
          <option value="">All States</option>
          {chosenState && !SEARCH_STATES.includes(chosenState) ? <option value={chosenState}>{chosenState}</option> : null}
          {SEARCH_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-city`}>City</label>
        <select
          id={`${idPrefix}-city`}
          name="city"
          value={chosenCity}
          disabled={hydrated && requireStateFirst && !chosenState}
          onChange={(e) => setChosenCity(e.target.value)}
        >
          <option value="">All Cities</option>
          {extraCity ? <option value={extraCity}>{extraCity}</option> : null}
          {hydrated && chosenState
            ? cities.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))
            : SEARCH_STATES.map((s) => (
                <optgroup key={s} label={s}>
                  {(CITIES_BY_STATE[s] ?? []).map((c) => (
                    <option key={`${s}-${c}`} value={c}>
                      {c}
                    </option>
                  ))}
                </optgroup>
              ))}
        </select>
      </div>
    </>
  )
}
