import JSONCoding

/// What a screen wrote on the server, which the browser tells every other screen: each reads
/// again what it shows of it, if anything.
public enum RecordChange: Sendable, Hashable {
  /// A form saved a record of the resource.
  case saved(BrowsedResource)
  /// The server answered that the record is deleted.
  case deleted(RecordKey)
  /// A record was changed where it is listed (a to-do ticked): its fields as the server saved
  /// them.
  case updated(RecordKey, JSONObject)

  public var resource: BrowsedResource {
    switch self {
    case .saved(let resource): resource
    case .deleted(let key), .updated(let key, _): key.resource
    }
  }
}
