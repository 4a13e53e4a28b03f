// The live client is built on the HTTP client core's session; importing this module keeps
// naming its policy, cache and libcurl layer as before.
@_exported import HTTPClientLive
