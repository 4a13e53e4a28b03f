import Foundation
import JSONCoding

/// What a server answered a request for records of any shape: the JSON value of the body, and
/// the body as it came, for `--json`.
public struct RecordAnswer: Sendable, Hashable {
  public struct NotJSON: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String { "the body is not JSON" }
  }

  public var value: JSONValue
  /// The body, as received.
  public var body: Data
  /// The version of the record answered, from the answer's `ETag`, which an edit or a delete
  /// sends back in `If-Match`; `nil` when the server gave none or the client does not read
  /// heads.
  public var version: EntityTag?
  /// The answer's status line and headers, for what they say of a list (`X-Total-Count`, a
  /// `Link` to the next page); `nil` when the client does not read heads.
  public var head: HTTPResponseHead?

  /// - Throws: ``NotJSON`` when `body` is not one JSON value.
  public init(body: Data, version: EntityTag? = nil) throws(NotJSON) {
    do {
      value = try JSONValue(parsing: body)
    } catch {
      throw NotJSON()
    }
    self.body = body
    self.version = version
  }

  /// The answer of a body that is `record`, read already: its value is not parsed again.
  init(record: JSONObject) {
    value = .object(record)
    body = value.serialized()
  }

  /// The record the body holds, when it is an object: out of its envelope, as
  /// ``RecordList/record(in:)`` reads it (`{"response": {…}}`, JSON:API's `{"data": {…}}`).
  public var record: JSONObject? {
    RecordList.record(in: value)?.record
  }

  /// The records the body holds, wherever its list is, as ``RecordList/find(in:)`` finds it (a
  /// bare array, an envelope's `data` or `results`, HAL's `_embedded`, JSON:API's `data`);
  /// `nil` when it holds none.
  public var records: [JSONObject]? {
    RecordList.find(in: value)?.records
  }
}
