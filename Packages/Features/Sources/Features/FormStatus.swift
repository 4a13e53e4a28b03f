public enum FormStatus<Resource> {
  /// The fields are being filled in; nothing has been checked or sent.
  case editing
  /// The fields have problems, found before sending or by the server; nothing was stored.
  case invalid(FormErrors)
  case submitting
  case saved(Resource)
  /// The request failed for another reason; retrying may help.
  case failed(LoadFailure)

  /// The problems, when the form is ``invalid(_:)``.
  public var errors: FormErrors? {
    guard case .invalid(let errors) = self else { return nil }
    return errors
  }

  /// The stored resource, when the form is ``saved(_:)``.
  public var savedResource: Resource? {
    guard case .saved(let resource) = self else { return nil }
    return resource
  }

  /// The failure, when the form ``failed(_:)``.
  public var failure: LoadFailure? {
    guard case .failed(let failure) = self else { return nil }
    return failure
  }

  public var isSubmitting: Bool {
    guard case .submitting = self else { return false }
    return true
  }
}

extension FormStatus: Equatable where Resource: Equatable {}

extension FormStatus: Hashable where Resource: Hashable {}

extension FormStatus: Sendable where Resource: Sendable {}
