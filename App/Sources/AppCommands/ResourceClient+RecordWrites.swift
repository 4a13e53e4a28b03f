import Foundation
import HTTPClient
import HTTPClientLive
import JSONCoding
import ServerSettingsKit

extension ResourceDescription<RecordAnswer, JSONObject> {
  /// The description `app create`, `edit` and `delete` send the records of the collection
  /// `name` by, on a server that takes them as `settings` say: each record answered whole (for
  /// `--json`), `queryItems` (httpie's `name==value`) on the write, and an edit sent as a `PUT`
  /// when `replacing`. Its list is asked for as it is, unpaged: a write reads it only to learn
  /// the fields of the collection's records.
  static func recordWrites(
    of name: String, settings: ServerSettings, queryItems: [URLQueryItem] = [],
    replacing: Bool = false
  ) -> Self {
    var description = settings.records.description(of: name)
    description.paging = .unpaged
    description.writeQueryItems = queryItems
    if replacing {
      description.updateMethod = "PUT"
    }
    return description.answeredWhole
  }
}

extension ResourceClient<RecordAnswer, JSONObject> {
  /// The client of `description` sent through `session`, whose updates and deletes a server
  /// that wants a version is sent once more for the record's current one.
  static func recordWrites(
    _ description: ResourceDescription<RecordAnswer, JSONObject>, session: HTTPSession
  ) -> Self {
    ResourceClient.live(description, session: session).sendingTheVersionWhenRequired()
  }
}
