/// What a write was answered with when its server may answer without a body: the record, a
/// `204 No Content`, or a `201 Created` that says only where the record is (`Location`).
///
/// An endpoint answers with it once it accepts such answers, with
/// ``Endpoint/allowingBodilessAnswers()``; a create that is answered with neither a body nor a
/// `Location` fails with ``NetworkError/createdWithoutLocation(resource:status:)``.
///
/// ```swift
/// struct Post: Decodable, Sendable {
///   var id: Int
/// }
///
/// let create = try Endpoint<Post>.create(["posts"], body: ["title": "Tides"], resource: "post")
///   .allowingBodilessAnswers()
/// // a `201` with `Location: /posts/101` decodes to `.created(CreatedLocation(…, id: "101"))`
/// ```
public enum WriteAnswer<Record: Sendable>: Sendable {
  /// The server answered with the record, as a read of it would.
  case record(Record)
  /// The server answered without a body, saying only where the record is.
  case created(CreatedLocation)
  /// The server answered without a body (a `204`, or a `200` or `202` with none), and without
  /// a `Location`.
  case noContent

  /// The record, when the server sent it.
  public var record: Record? {
    guard case .record(let record) = self else { return nil }
    return record
  }
}

extension WriteAnswer: Equatable where Record: Equatable {}

extension WriteAnswer: Hashable where Record: Hashable {}
