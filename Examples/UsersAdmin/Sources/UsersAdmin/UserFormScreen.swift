import Features

/// The form that creates a user, or saves the changes of one edited.
public typealias AdminUserFormFeature = FormFeature<AdminUserForm>

/// The create or edit form as lines of text: each field with its value, and its problems,
/// the form's own or the server's, under it; above them, the server's messages that name none
/// of the fields.
public enum UserFormScreen {
  /// The lines that show `form`.
  public static func lines(_ form: AdminUserForm) -> [String] {
    form.textLines(
      title: form.original.map { "Edit user #\($0.id.rawValue)" } ?? "New user", label: \.label
    ) {
      switch $0 {
      case .editing, .invalid: nil
      case .submitting: "Saving…"
      case .saved(let user): "Saved user #\(user.id.rawValue)."
      case .failed(let failure): "Could not save: \(failure.message)"
      }
    }
  }
}
