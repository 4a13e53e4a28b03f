import Features

/// The create or edit form as lines of text: each field with its value, and its problems,
/// the form's own or the server's, under it; above them, the server's messages that name none
/// of the fields.
public enum UserFormScreen {
  /// The lines that show `form`.
  public static func lines(_ form: AdminUserForm) -> [String] {
    let title = form.original.map { "Edit user #\($0.id.rawValue)" } ?? "New user"
    var lines = [title]
    let errors = form.status.errors ?? FormErrors()
    lines += errors.general.map { "  ! \($0)" }
    for field in AdminUserForm.Field.allCases {
      let value = form.fields[field]
      lines.append("  \(field.label):" + (value.isEmpty ? "" : " \(value)"))
      lines += errors[field.rawValue].map { "    ! \($0)" }
    }
    switch form.status {
    case .editing, .invalid: break
    case .submitting: lines.append("Saving…")
    case .saved(let user): lines.append("Saved user #\(user.id.rawValue).")
    case .failed(let failure): lines.append("Could not save: \(failure.message)")
    }
    return lines
  }
}
