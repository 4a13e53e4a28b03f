// What a team's fetch returns and throws (`Page`, `PageRequest`, `NetworkError`, `FieldErrors`)
// and its endpoints live in the HTTP client core: importing `Features` names them too, so that
// a team's screens depend on this package alone.
@_exported import HTTPClient
