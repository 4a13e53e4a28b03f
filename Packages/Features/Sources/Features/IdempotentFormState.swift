import HTTPClient

/// A form's state that keeps the idempotency key of its submission, so that a retry of the
/// submission sends the same key and the server carries out the change once.
///
/// ``FormFeature/init(keyedSubmission:uuid:)`` makes a new key on each ``FormAction/submit``
/// and keeps it on each ``FormAction/retry``.
public protocol IdempotentFormState: FormState {
  /// The key of the submission last sent, which a retry sends again; `nil` before the first.
  var submissionKey: IdempotencyKey? { get set }
}
