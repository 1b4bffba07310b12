/**
 * Every property test in the unit project stops after a minute, and a stop
 * counts as a failure. A property runs synchronously, so vitest's own timeout
 * cannot end it: without this, a failing property on a large input shrinks
 * for hours and the suite never finishes. fast-check then reports the
 * smallest counterexample it reached, with its seed to replay it.
 */
import fc from 'fast-check'

fc.configureGlobal({ interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true })
