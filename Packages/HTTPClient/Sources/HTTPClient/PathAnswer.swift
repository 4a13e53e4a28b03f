import Foundation
import JSONCoding

/// The answer to a path of an API the reader knows nothing of (``PathRequest``): a list of
/// records, wherever the answer holds it, or one record, with the body as it came and how the
/// answer pages its list.
///
/// ```swift
/// let body = Data(#"{"count": 1, "next": null, "results": [{"id": 7}]}"#.utf8)
/// let answer = try PathAnswer(body: body)
/// // answer.shape is .list(RecordList(member: "results", records: [["id": 7]]))
/// ```
public struct PathAnswer: Sendable {
  /// The records of a list, or the one record.
  public enum Shape: Sendable, Hashable {
    case list(RecordList)
    case record(JSONObject)
  }

  /// Why a body holds neither a list of records nor a record, in words for a message.
  public struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String
  }

  public let shape: Shape
  /// The body, as received.
  public let body: Data
  /// How the answer pages its list, as found in it (``Paging/found(in:head:list:)``); `nil`
  /// for a record, or a list whose answer says nothing of pages.
  public let paging: Paging?
  /// The records a JSON:API document includes beside its data, by their identifiers
  /// (``RecordList/included(in:)``); none for any other answer.
  public let included: [ResourceIdentifier: JSONObject]

  /// Reads `body`, answered with `head`: a list of records, in the member `records` names or
  /// wherever ``RecordList/find(in:)`` finds it (a bare array, an envelope's member, HAL's
  /// `_embedded`, JSON:API's `data`), else a JSON object, the record, out of its envelope
  /// (``RecordList/record(in:)``: `{"response": {…}}`, JSON:API's `{"data": {…}}`).
  ///
  /// - Throws: ``Refusal`` for anything else: no JSON (an empty body, HTML, plain text), a
  ///   scalar, an array with anything but objects in it, or no list at `records`.
  public init(body: Data, head: HTTPResponseHead? = nil, records member: String? = nil)
    throws(Refusal)
  {
    self.body = body
    let value: JSONValue
    do {
      value = try JSONValue(parsing: body)
    } catch {
      throw Refusal(description: NonJSONBody.reason(body) ?? error.description)
    }
    if let member {
      do {
        shape = .list(try RecordList.at(member, in: value))
      } catch {
        throw Refusal(description: "\(error.description) (--records \(member))")
      }
    } else if let list = RecordList.find(in: value) {
      shape = .list(list)
    } else {
      switch value {
      case .object:
        shape = .record(RecordList.record(in: value)?.record ?? [:])
      case .array(let elements):
        let (index, element) =
          elements.enumerated().first { $0.element.object == nil }.map {
            ($0.offset, $0.element)
          } ?? (0, value)
        throw Refusal(
          description: "element \(index) of the list is \(element.kindName), "
            + "not a record (a JSON object)")
      default:
        throw Refusal(
          description: "the body is \(value.kindName), not a record or a list of records")
      }
    }
    included = RecordList.included(in: value)
    if case .list(let list) = shape {
      paging = Paging.found(in: value, head: head, list: list)
    } else {
      paging = nil
    }
  }

}
