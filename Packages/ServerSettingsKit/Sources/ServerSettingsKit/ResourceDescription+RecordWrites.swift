import Foundation
import HTTPClient
import HTTPClientLive
import JSONCoding

extension ResourceDescription<RecordAnswer, JSONObject> {
  /// The description a program creates, edits and deletes the records of the collection `name`
  /// by, on a server that takes them as `settings` say: each record answered whole (to print
  /// as the server sent it), `queryItems` (httpie's `name==value`) on the write, and an edit
  /// sent as a `PUT` when `replacing`. Its list is asked for as it is, unpaged: a write reads it
  /// only to learn the fields of the collection's records.
  public static func recordWrites(
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
  /// that wants a version is sent once more for the record's current one, and which writes
  /// JSON:API once its server is found to speak it
  /// (`ResourceClient.live(_:speakingJSONAPIAsFound:)`).
  public static func recordWrites(
    _ description: ResourceDescription<RecordAnswer, JSONObject>, session: HTTPSession
  ) -> Self {
    ResourceClient.live(description, speakingJSONAPIAsFound: session)
      .sendingTheVersionWhenRequired()
  }
}
