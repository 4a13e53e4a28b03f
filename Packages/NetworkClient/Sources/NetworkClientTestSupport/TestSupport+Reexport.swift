// `Gate` and the other API-neutral helpers come with the client's test support, as they did
// before they moved to `TestSupport`.
@_exported import TestSupport
