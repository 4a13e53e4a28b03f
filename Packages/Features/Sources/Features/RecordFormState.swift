/// A form that saves a record of a described resource through a `ResourceClient`
/// (`FormFeature(saving:)`): what it sends, and the record it edits, if any.
///
/// <!-- not compiled: the fields stand for a team's own -->
/// ```swift
/// struct CustomerForm: RecordFormState {
///   var fields: Fields
///   var status: FormStatus<Customer> = .editing
///   var validationErrors: FormErrors { … }
///   var draft: CustomerDraft { CustomerDraft(email: fields.email) }
/// }
/// ```
public protocol RecordFormState: FormState {
  associatedtype Draft: Sendable
  /// What a save sends: a create's record, or an edit's changes.
  var draft: Draft { get }
  /// The record the form edits, as it was read; `nil`, the default, for a form that creates
  /// one.
  var editedRecord: Resource? { get }
  /// Whether an edit changes the record; a save of one that does not is saved at once, with
  /// nothing sent. `true` by default.
  var changesRecord: Bool { get }
}

extension RecordFormState {
  public var editedRecord: Resource? { nil }
  public var changesRecord: Bool { true }
}

/// A ``RecordFormState`` that can start from a record, to edit it: what
/// `EditFeature(client:)` makes of the record it loads.
public protocol EditableRecordFormState: RecordFormState {
  /// The form editing `record`, its fields at the record's values.
  init(editing record: Resource)
}
