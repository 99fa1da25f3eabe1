import { useEffect, useState } from 'react'
import { useTranslation } from '~/i18n'
import { citiesFor, type ActiveLocations } from './locations'

type LocationSelectsProps = {
  state?: string
  city?: string
  /** Home form: the city stays disabled until a state is chosen. */
  requireStateFirst?: boolean
  idPrefix: string
  /** The active states and cities (Cities and States in the console). */
  locations: ActiveLocations
}

/**
 * State and city selects. Changing the state clears the city. Before hydration (or with
 * JavaScript off) the city list shows every city grouped by state, so the GET form still works.
 */
export function LocationSelects({ state, city, requireStateFirst = false, idPrefix, locations }: LocationSelectsProps) {
  const { t } = useTranslation('search')
  const { states, citiesByState } = locations
  const [hydrated, setHydrated] = useState(false)
  const [chosenState, setChosenState] = useState(state ?? '')
  const [chosenCity, setChosenCity] = useState(city ?? '')
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    setChosenState(state ?? '')
    setChosenCity(city ?? '')
  }, [state, city])

  const cities = citiesFor(locations, chosenState)
  // A city typed into the URL that is not in our list still round-trips.
  const extraCity = chosenCity && !Object.values(citiesByState).some((l) => l.includes(chosenCity)) ? chosenCity : null
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-state`}>{t('filters.state')}</label>
        <select
          id={`${idPrefix}-state`}
          name="state"
          value={chosenState}
          onChange={(e) => {
            setChosenState(e.target.value)
            setChosenCity('')
          }}
        >
          <option value="">{t('filters.allStates')}</option>
          {chosenState && !states.includes(chosenState) ? <option value={chosenState}>{chosenState}</option> : null}
          {states.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-city`}>{t('filters.city')}</label>
        <select
          id={`${idPrefix}-city`}
          name="city"
          value={chosenCity}
          disabled={hydrated && requireStateFirst && !chosenState}
          onChange={(e) => setChosenCity(e.target.value)}
        >
          <option value="">{t('filters.allCities')}</option>
          {extraCity ? <option value={extraCity}>{extraCity}</option> : null}
          {hydrated && chosenState
            ? cities.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))
            : states.map((s) => (
                <optgroup key={s} label={s}>
                  {(citiesByState[s] ?? []).map((c) => (
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
