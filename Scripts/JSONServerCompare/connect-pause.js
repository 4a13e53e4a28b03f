// connect-pause 0.1 as json-server uses it (`--delay` and `_delay`): a middleware that
// calls the next one after `delay` milliseconds. Its source is not to be had here, so the
// harness puts this in its place; it does nothing else.
'use strict'

module.exports = function pause(delay) {
  return function (req, res, next) {
    setTimeout(next, delay)
  }
}
