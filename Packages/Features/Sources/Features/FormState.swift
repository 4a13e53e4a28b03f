/// A field of a form: the raw value is the API's name for it, and the cases are in the form's
/// order.
public protocol FormField: RawRepresentable<String>, CaseIterable, Sendable, Hashable {
  var rule: FormValidation.Rule { get }
}

/// The text of a form's fields, as typed.
public protocol FormFields: Sendable, Hashable {
  associatedtype Field: FormField

  subscript(field: Field) -> String { get set }
}

public protocol FormState: Sendable, Hashable {
  associatedtype Fields: FormFields
  associatedtype Resource: Sendable & Hashable

  var fields: Fields { get set }
  var status: FormStatus<Resource> { get set }
  /// The problems with the fields that would be sent, in the form's order.
  var validationErrors: FormErrors { get }

  /// Whether `field` may change; every field by default.
  func isEditable(_ field: Fields.Field) -> Bool
}

extension FormState {
  public func isEditable(_ field: Fields.Field) -> Bool { true }

  /// Whether a submission may send the form: nothing is being sent, the fields that would be
  /// sent have no problems, and no field's problem is shown, not even one from the server that
  /// no change has answered yet. The form's own messages (``FormErrors/general``) do not keep
  /// it from being sent again. A screen keeps its submit button disabled otherwise.
  public var canSubmit: Bool {
    !status.isSubmitting && (status.errors?.entries.isEmpty ?? true) && validationErrors.isEmpty
  }
}
