/// The rule both clients of records follow when a server writes a record only for a version
/// it is sent: a write sent without one and refused so (`428`,
/// `NetworkError.versionRequired(resource:request:)`) is sent once more for the version the
/// record has now, when it has a strong one; otherwise the refusal stands.
enum VersionRequiredResend {
  /// `write` for `sent`; when that is `nil` and the server wants a version, once more for the
  /// one `current` reads.
  static func writing<Version, Value>(
    for sent: Version?, _ write: (Version?) async throws -> Value,
    current: () async throws -> Version?
  ) async throws -> Value {
    do {
      return try await write(sent)
    } catch let error as NetworkError {
      guard case .versionRequired = error, sent == nil, let version = try await current()
      else { throw error }
      return try await write(version)
    }
  }
}
