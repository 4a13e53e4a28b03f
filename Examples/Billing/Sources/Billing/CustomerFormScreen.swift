import Features

/// The create form, each create under a new idempotency key and each retry under the same one.
public typealias CustomerFormFeature = FormFeature<CustomerForm>

/// The create form as lines of text: the server's message that names no field first, then each
/// field with its value and its problems under it.
public enum CustomerFormScreen {
  /// The lines that show `form`.
  public static func lines(_ form: CustomerForm) -> [String] {
    form.textLines(title: "New customer", label: \.label) {
      switch $0 {
      case .editing, .invalid: nil
      case .submitting: "Saving…"
      case .saved(let customer): "Created \(customer.id)."
      case .failed(let failure): "Could not save: \(failure.message)"
      }
    }
  }
}
