/// The rules a form's fields must follow before anything is sent: every form validates here,
/// so the client's rules live in one place.
///
/// Each rule returns the problem with a value as a message that follows the field's name
/// (`can't be blank`), or `nil` when the value is acceptable.
public enum FormValidation {
  public enum Rule: Sendable, Hashable {
    /// Anything goes, even nothing.
    case none
    /// Present: not empty and not only white space.
    case required
    /// Present and a plausible email address (see ``FormValidation/isPlausibleEmail(_:)``).
    case email
    /// A positive whole number, such as an id.
    case positiveID

    /// Whether the rule refuses an empty value, so that a form marks its field as required.
    public var isRequired: Bool {
      self != .none
    }

    /// The problem with `value` under this rule, or `nil` when there is none.
    public func problem(with value: String) -> String? {
      switch self {
      case .none:
        return nil
      case .required:
        return isBlank(value) ? blankMessage : nil
      case .email:
        if isBlank(value) { return blankMessage }
        return FormValidation.isPlausibleEmail(value) ? nil : invalidEmailMessage
      case .positiveID:
        if isBlank(value) { return blankMessage }
        return FormValidation.positiveID(value) == nil ? invalidIDMessage : nil
      }
    }
  }

  public static let blankMessage = "can't be blank"
  public static let invalidEmailMessage = "is not a valid address"
  public static let invalidIDMessage = "must be a positive whole number"

  /// The problems with `values`, each checked by its rule, in the order given: one entry per
  /// field with a problem, so that every problem is reported at once.
  public static func errors(in values: [(field: String, value: String, rule: Rule)])
    -> FormErrors
  {
    var errors = FormErrors()
    for (field, value, rule) in values {
      if let problem = rule.problem(with: value) {
        errors.add(problem, for: field)
      }
    }
    return errors
  }

  /// Whether `value` is empty or only white space.
  public static func isBlank(_ value: String) -> Bool {
    value.allSatisfy(\.isWhitespace)
  }

  /// Whether `value` is a plausible email address: exactly one `@`, something before it, and
  /// after it a domain with a dot that is neither its first nor its last character; no white
  /// space, control or format characters anywhere. It does not try to be RFC 5322.
  public static func isPlausibleEmail(_ value: String) -> Bool {
    let hasForbiddenScalar = value.unicodeScalars.contains { scalar in
      switch scalar.properties.generalCategory {
      case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: true
      default: scalar.properties.isWhitespace
      }
    }
    let parts = value.split(separator: "@", omittingEmptySubsequences: false)
    guard !hasForbiddenScalar, parts.count == 2 else { return false }
    let (local, domain) = (parts[0], parts[1])
    guard !local.isEmpty, let first = domain.first, let last = domain.last else { return false }
    return domain.contains(".") && first != "." && last != "."
  }

  /// The number `text` spells, when it is only ASCII digits and greater than zero.
  public static func positiveID(_ text: String) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(text), number > 0
    else { return nil }
    return number
  }
}
