/// What submitting a valid form does: what ``FormFeature``'s submission answers.
public enum FormSubmission<Resource: Sendable>: Sendable {
  /// Sends the request, which answers with the stored resource.
  case request(@Sendable () async throws -> Resource)
  /// Sends nothing, since nothing changed: the form is saved at once with `Resource`.
  case unchanged(Resource)
}
