/// What submitting a valid form does.
enum FormSubmission<Resource: Sendable> {
  /// Sends the request, which answers with the stored resource.
  case request(@Sendable () async throws -> Resource)
  /// Sends nothing, since nothing changed: the form is saved at once with `Resource`.
  case unchanged(Resource)
}
