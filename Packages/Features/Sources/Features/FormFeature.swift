import Dependencies
import Foundation
import HTTPClient

/// A form's logic for any fields and resource: the transitions every form shares, with what a
/// valid form sends left to `submission`.
///
/// A field edit checks the field again when the form is invalid, and leaving a field
/// (``FormAction/fieldLeft(_:)``) shows its problems; ``FormAction/submit`` checks
/// the fields and, with no problem, asks `submission` what to send and marks the form
/// submitting while it is sent; ``FormAction/retry`` submits again after a failure. The
/// server's answer saves the form, or makes it invalid with the server's field errors (those
/// that name no field of the form as its own message, ``FormErrors/general``, which any edit
/// clears and which does not keep the form from being sent again), or failed. A submission
/// while one is in flight is ignored.
///
/// A form declares its fields (``FormField``, ``FormFields``) and state (``FormState``) and says
/// what it sends, such as a create or an edit through its client:
///
/// <!-- not compiled: NoteForm stands for the form state a team declares -->
/// ```swift
/// let feature = FormFeature<NoteForm> { form in
///   .request { try await save(form.fields) }
/// }
/// ```
public struct FormFeature<State: FormState>: Reducer {
  public typealias Field = State.Fields.Field
  public typealias Action = FormAction<Field, State.Resource>

  private enum CancelID {
    case save
  }

  /// What a valid form sends, or `nil` when there is nothing it can send, given whether it is
  /// a retry of the last submission.
  private let submission:
    @Sendable (_ state: inout State, _ isRetry: Bool) -> FormSubmission<State.Resource>?

  /// `submission` says what a valid form sends, `nil` for nothing.
  public init(submission: @escaping @Sendable (State) -> FormSubmission<State.Resource>?) {
    self.submission = { state, _ in submission(state) }
  }

  /// Creates the feature of a form whose writes carry an idempotency key: `keyedSubmission`
  /// says what a valid form sends with the key given, such as a create with
  /// `Endpoint.idempotent(key:)`. Each ``FormAction/submit`` makes a new key from `uuid`, kept
  /// in the state's ``IdempotentFormState/submissionKey``; each ``FormAction/retry`` sends that
  /// key again, so that a server that kept the first attempt does not carry it out twice.
  ///
  /// A team's form passes its client's create, which sends the key with
  /// `Endpoint.idempotent(key:)`; ``IdempotentFormState`` shows such a form's state:
  ///
  /// ```swift
  /// func keyedForm<Form: IdempotentFormState>(
  ///   create: @escaping @Sendable (Form.Fields, IdempotencyKey) async throws -> Form.Resource
  /// ) -> FormFeature<Form> {
  ///   FormFeature(keyedSubmission: { form, key in
  ///     .request { try await create(form.fields, key) }
  ///   })
  /// }
  /// ```
  public init(
    keyedSubmission:
      @escaping @Sendable (State, IdempotencyKey) -> FormSubmission<
        State.Resource
      >?,
    uuid: UUIDGenerator = Dependency(\.uuid).wrappedValue
  ) where State: IdempotentFormState {
    self.submission = { state, isRetry in
      let key = isRetry ? state.submissionKey ?? IdempotencyKey(uuid()) : IdempotencyKey(uuid())
      state.submissionKey = key
      return keyedSubmission(state, key)
    }
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let fieldOrder = Field.allCases.map(\.rawValue)
    switch action {
    case .setField(let field, let value):
      if state.status.isSubmitting || !state.isEditable(field) { return .none }
      state.fields[field] = value
      state.status = FormFeatureSupport.status(
        afterChanging: field.rawValue, to: value, rule: field.rule, fieldOrder: fieldOrder,
        from: state.status)
      return .none

    case .fieldLeft(let field):
      if state.status.isSubmitting || state.status.savedResource != nil { return .none }
      state.status = FormFeatureSupport.status(
        afterLeaving: field.rawValue, problems: state.validationErrors[field.rawValue],
        fieldOrder: fieldOrder, from: state.status)
      return .none

    case .submit:
      if state.status.isSubmitting { return .none }
      return submit(&state, isRetry: false)

    case .retry:
      guard state.status.failure != nil else { return .none }
      return submit(&state, isRetry: true)

    case .saveResponse(.success(let resource)):
      state.status = .saved(resource)
      return .none

    case .saveResponse(.failure(let failure)):
      state.status = FormFeatureSupport.status(after: failure, fieldOrder: fieldOrder)
      return .none
    }
  }

  private func submit(_ state: inout State, isRetry: Bool) -> Effect<Action> {
    let errors = state.validationErrors
    guard errors.isEmpty else {
      state.status = .invalid(errors)
      return .none
    }
    switch submission(&state, isRetry) {
    case nil:
      return .none
    case .unchanged(let resource):
      state.status = .saved(resource)
      return .none
    case .request(let request):
      return FormFeatureSupport.save(
        request, status: &state.status, cancelID: CancelID.save,
        response: { .saveResponse($0) })
    }
  }
}
