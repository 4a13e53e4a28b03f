import HTTPClient

/// A form's state that keeps the idempotency key of its submission, so that a retry of the
/// submission sends the same key and the server carries out the change once.
///
/// ``FormFeature/init(keyedSubmission:uuid:)`` makes a new key on each ``FormAction/submit``
/// and keeps it on each ``FormAction/retry``. A form's state keeps the key in a property of its
/// own:
///
/// ```swift
/// enum SignUpField: String, FormField {
///   case email
///
///   var rule: FormValidation.Rule { .required }
/// }
///
/// struct SignUpFields: FormFields {
///   var email = ""
///
///   subscript(field: SignUpField) -> String {
///     get { email }
///     set { email = newValue }
///   }
/// }
///
/// struct SignUpForm: IdempotentFormState {
///   var fields = SignUpFields()
///   var status = FormStatus<String>.editing
///   var submissionKey: IdempotencyKey?
///
///   var validationErrors: FormErrors {
///     FormValidation.errors(in: [(field: "email", value: fields.email, rule: .required)])
///   }
/// }
///
/// let store = Store(
///   initialState: SignUpForm(fields: SignUpFields(email: "ada@example.com")),
///   reducer: FormFeature<SignUpForm>(keyedSubmission: { form, key in
///     // the create, sent with `Endpoint.idempotent(key:)`
///     .request { "signed up \(form.fields.email)" }
///   }))
/// await store.send(.submit)
/// let key = await store.state.submissionKey
/// // key is this submission's: a `.retry` sends it again, the next `.submit` makes another
/// ```
public protocol IdempotentFormState: FormState {
  /// The key of the submission last sent, which a retry sends again; `nil` before the first.
  var submissionKey: IdempotencyKey? { get set }
}
