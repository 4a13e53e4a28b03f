public enum FormAction<Field: Sendable & Hashable, Resource: Sendable & Hashable>: Sendable,
  Hashable
{
  /// Sets a field's text. A field's problems go away with the change, or are replaced by the
  /// new value's, and the form's own messages go away; ignored while submitting, and for a
  /// field the form does not let change.
  case setField(Field, String)
  /// The person left the field: its problems, when it is a field the form would send, show
  /// from now on, in place of the field's earlier ones; a field without problems keeps what
  /// it had, such as the server's messages. Ignored while submitting and once saved.
  case fieldLeft(Field)
  /// Checks the fields and, if they pass, sends them.
  case submit
  /// Sends again after a failure; ignored otherwise.
  case retry
  case saveResponse(Result<Resource, LoadFailure>)
}
