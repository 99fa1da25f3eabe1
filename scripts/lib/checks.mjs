// The PASS/FAIL lines of the scripts that prove a property of a running stack (test:scale, test:edge):
// each check prints its figures, and the run ends with the totals and exit code 1 if any failed.
export function checkList() {
  const results = []
  return {
    check(name, ok, figures) {
      results.push(Boolean(ok))
      console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}\n      ${figures}`)
    },
    finish(label) {
      const failed = results.filter((ok) => !ok).length
      console.log(`\n${label}: ${results.length - failed} passed, ${failed} failed`)
      process.exit(failed ? 1 : 0)
    },
  }
}
