import { useEffect, useState } from 'react'

/**
 * A value loaded once when the component mounts, for public pages that load without the query
 * client: `initial` until `load` answers; an answer after unmounting is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, initial: T | (() => T)): T {
  const [value, setValue] = useState<T>(initial)
  useEffect(() => {
    let isCurrent = true
    void load().then((loaded) => {
      if (isCurrent) setValue(() => loaded)
    })
    return () => {
      isCurrent = false
    }
  }, [load])
  return value
}
