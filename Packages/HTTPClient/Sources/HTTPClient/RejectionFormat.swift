import Foundation

/// Which statuses of an answer mean that the server refused the data sent, and how their body
/// names what it refused: under each field, or under none (``FieldErrors/general``).
///
/// A status the format names is never a success, even one of the endpoint's
/// ``Endpoint/successStatuses``: its answer becomes ``NetworkError/rejected(resource:fieldErrors:)``
/// when the body reads, else ``NetworkError/unexpectedStatus(code:bodyExcerpt:request:attempts:)``
/// with the server's own words.
///
/// ```swift
/// let rails = RejectionFormat.fieldsObject
/// let errors = rails.fieldErrors(Data(#"{"email": ["is invalid"]}"#.utf8))
/// // errors?.lines == [#"email "is invalid""#]
/// ```
///
/// A team's own shape is a closure, here a `400` of `{"problems": [{"field", "text"}]}`:
///
/// ```swift
/// let ours = RejectionFormat(statuses: [400]) { body in
///   struct Problem: Decodable { var field: String?, text: String }
///   struct Answer: Decodable { var problems: [Problem] }
///   guard let answer = try? JSONDecoder().decode(Answer.self, from: body) else { return nil }
///   let named = answer.problems.filter { $0.field != nil }
///   return FieldErrors(
///     Dictionary(grouping: named, by: { $0.field ?? "" }).mapValues { $0.map(\.text) },
///     general: answer.problems.filter { $0.field == nil }.map(\.text))
/// }
/// // ours.fieldErrors(Data(#"{"problems": [{"text": "Try later"}]}"#.utf8))?.lines
/// //   == ["Try later"]
/// ```
///
/// The server's words in a team's closure are shown as it returns them; the shipped formats
/// make each one printable line, cut and quote it (see ``FieldErrors/init(rejection:)``).
public struct RejectionFormat: Sendable {
  /// The statuses whose answers are rejections, such as `422`.
  public var statuses: Set<Int>
  /// The field errors a rejection's body states, or `nil` when the body is not of the format.
  public var fieldErrors: @Sendable (Data) -> FieldErrors?

  /// A format read by `fieldErrors` from a `422` answer.
  public init(_ fieldErrors: @escaping @Sendable (Data) -> FieldErrors?) {
    self.init(statuses: [422], fieldErrors)
  }

  public init(statuses: Set<Int>, _ fieldErrors: @escaping @Sendable (Data) -> FieldErrors?) {
    self.statuses = statuses
    self.fieldErrors = fieldErrors
  }

  /// The same format, read from an answer of one of `statuses` in place of its own, for an API
  /// that rejects with other statuses than the shape's usual ones.
  ///
  /// ```swift
  /// let conflicts = RejectionFormat.rails.reading(statuses: [409, 422])
  /// ```
  public func reading(statuses: Set<Int>) -> Self {
    Self(statuses: statuses, fieldErrors)
  }

  public func rejects(_ status: Int) -> Bool {
    statuses.contains(status)
  }

  /// `{"errors": {"email": ["is invalid"]}}` at `422`, as the sample API and many JSON APIs
  /// answer.
  public static let errorsObject = RejectionFormat { FieldErrors(rejection: $0) }

  /// `{"email": ["is invalid"], "first_name": ["can't be blank"]}` at `422`, Rails' default.
  public static let fieldsObject = RejectionFormat { FieldErrors(fieldsObject: $0) }
}
