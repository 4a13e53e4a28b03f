import Foundation

/// How the body of a `422 Unprocessable Content` names the fields the server refused.
///
/// ```swift
/// let rails = RejectionFormat.fieldsObject
/// let errors = rails.fieldErrors(Data(#"{"email": ["is invalid"]}"#.utf8))
/// // errors?.lines == [#"email "is invalid""#]
/// ```
public struct RejectionFormat: Sendable {
  /// The field errors a 422 body states, or `nil` when the body is not of the format.
  public var fieldErrors: @Sendable (Data) -> FieldErrors?

  /// A format read by `fieldErrors`.
  public init(_ fieldErrors: @escaping @Sendable (Data) -> FieldErrors?) {
    self.fieldErrors = fieldErrors
  }

  /// `{"errors": {"email": ["is invalid"]}}`, as the sample API and many JSON APIs answer.
  public static let errorsObject = RejectionFormat { FieldErrors(rejection: $0) }

  /// `{"email": ["is invalid"], "first_name": ["can't be blank"]}`, Rails' default.
  public static let fieldsObject = RejectionFormat { FieldErrors(fieldsObject: $0) }
}
