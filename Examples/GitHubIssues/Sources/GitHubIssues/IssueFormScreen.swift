import Features

/// The form that opens an issue as lines of text: each field with its value, and its problems,
/// the form's own or the server's, under it; above them, the server's messages that name none
/// of the fields.
public enum IssueFormScreen {
  /// The lines that show `form`.
  public static func lines(_ form: IssueForm) -> [String] {
    var lines = ["New issue"]
    let errors = form.status.errors ?? FormErrors()
    lines += errors.general.map { "  ! \($0)" }
    for field in IssueForm.Field.allCases {
      let value = form.fields[field]
      lines.append("  \(field.label):" + (value.isEmpty ? "" : " \(value)"))
      lines += errors[field.rawValue].map { "    ! \($0)" }
    }
    switch form.status {
    case .editing, .invalid: break
    case .submitting: lines.append("Opening…")
    case .saved(let issue): lines.append("Opened issue #\(issue.number.rawValue).")
    case .failed(let failure): lines.append("Could not open it: \(failure.message)")
    }
    return lines
  }
}
