import Features

/// The form that opens an issue as lines of text: each field with its value, and its problems,
/// the form's own or the server's, under it; above them, the server's messages that name none
/// of the fields.
public enum IssueFormScreen {
  /// The lines that show `form`.
  public static func lines(_ form: IssueForm) -> [String] {
    form.textLines(title: "New issue", label: \.label) {
      switch $0 {
      case .editing, .invalid: nil
      case .submitting: "Opening…"
      case .saved(let issue): "Opened issue #\(issue.number.rawValue)."
      case .failed(let failure): "Could not open it: \(failure.message)"
      }
    }
  }
}
