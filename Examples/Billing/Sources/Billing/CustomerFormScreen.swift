import Features

/// The create form as lines of text: the server's message that names no field first, then each
/// field with its value and its problems under it.
public enum CustomerFormScreen {
  /// The lines that show `form`.
  public static func lines(_ form: CustomerForm) -> [String] {
    var lines = ["New customer"]
    let errors = form.status.errors ?? FormErrors()
    lines += errors.general.map { "  ! \($0)" }
    for field in CustomerForm.Field.allCases {
      let value = form.fields[field]
      lines.append("  \(field.label):" + (value.isEmpty ? "" : " \(value)"))
      lines += errors[field.rawValue].map { "    ! \($0)" }
    }
    switch form.status {
    case .editing, .invalid: break
    case .submitting: lines.append("Saving…")
    case .saved(let customer): lines.append("Created \(customer.id).")
    case .failed(let failure): lines.append("Could not save: \(failure.message)")
    }
    return lines
  }
}
