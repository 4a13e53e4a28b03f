import HTTPClient

/// The status transitions every form shares, as ``FormFeature`` runs them: for a form whose
/// fields are known only at run time, such as one over records of any shape, which cannot name
/// them in a ``FormField`` and runs these itself.
public enum FormFeatureSupport {
  /// The status after `field` changed to `value`: an invalid form drops the field's old
  /// problems and its own messages, takes the new value's problems, kept in `fieldOrder`, and
  /// is editing again once none are left; a form that was saved or had failed is editing again.
  public static func status<Resource>(
    afterChanging field: String, to value: String, rule: FormValidation.Rule,
    fieldOrder: [String], from status: FormStatus<Resource>
  ) -> FormStatus<Resource> {
    guard var errors = status.errors else { return .editing }
    errors.removeAll(for: field)
    errors.general = []
    if let problem = rule.problem(with: value) {
      errors.add(problem, for: field)
    }
    errors = ordered(errors, fieldOrder: fieldOrder)
    return errors.isEmpty ? .editing : .invalid(errors)
  }

  /// The status after the person left `field`, whose `problems` are those the form would
  /// send it with: with any, the form is invalid with them in place of the field's earlier
  /// ones, kept in `fieldOrder`; without, the status stays as it was.
  public static func status<Resource>(
    afterLeaving field: String, problems: [String], fieldOrder: [String],
    from status: FormStatus<Resource>
  ) -> FormStatus<Resource> {
    guard !problems.isEmpty else { return status }
    var errors = status.errors ?? FormErrors()
    errors.removeAll(for: field)
    for problem in problems {
      errors.add(problem, for: field)
    }
    return .invalid(ordered(errors, fieldOrder: fieldOrder))
  }

  /// `errors` in `fieldOrder`, fields the form does not know last, in the order they came.
  private static func ordered(_ errors: FormErrors, fieldOrder: [String]) -> FormErrors {
    let position = { (entry: FormErrors.Entry) in
      fieldOrder.firstIndex(of: entry.field) ?? fieldOrder.count
    }
    let ordered = errors.entries.enumerated().sorted { lhs, rhs in
      (position(lhs.element), lhs.offset) < (position(rhs.element), rhs.offset)
    }
    var result = FormErrors(ordered.map(\.element))
    result.general = errors.general
    return result
  }

  /// The status after a request failed: the server's rejection makes the form invalid, its
  /// field errors in `fieldOrder` and the rest as the form's own messages; any other failure is
  /// kept for a retry.
  public static func status<Resource>(after failure: LoadFailure, fieldOrder: [String])
    -> FormStatus<Resource>
  {
    guard case .rejected(_, let fieldErrors) = failure.networkError else {
      return .failed(failure)
    }
    let errors = FormErrors(fieldErrors, fieldOrder: fieldOrder)
    return errors.isEmpty ? .failed(failure) : .invalid(errors)
  }

  /// Saves a valid form: the status becomes `.submitting`, and the effect runs `request` and
  /// sends its outcome back through `response`. A new save cancels one still in flight under
  /// `cancelID`.
  public static func save<Resource: Sendable, Action: Sendable>(
    _ request: @escaping @Sendable () async throws -> Resource,
    status: inout FormStatus<Resource>,
    cancelID: some Hashable & Sendable,
    response: @escaping @Sendable (Result<Resource, LoadFailure>) -> Action
  ) -> Effect<Action> {
    status = .submitting
    return .run { send in
      do {
        await send(response(.success(try await request())))
      } catch {
        await send(response(.failure(LoadFailure(error))))
      }
    }
    .cancellable(id: cancelID, cancelInFlight: true)
  }
}
