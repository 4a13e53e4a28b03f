// The client's errors, pages and read scopes live in the HTTP client core, which other APIs'
// clients share; importing this module keeps naming them as before.
@_exported import HTTPClient
