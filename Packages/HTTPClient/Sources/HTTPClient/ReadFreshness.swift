/// How far a read may rely on answers a client has stored, for clients that store them; a
/// client that stores nothing ignores it, but for ``storedOnly``.
///
/// Set it for the reads of a task with ``current``:
///
/// <!-- not compiled: `session` is an HTTPSession of HTTPClientLive -->
/// ```swift
/// let users = try await ReadFreshness.$current.withValue(.storedIfAvailable) {
///   try await session.send(usersEndpoint)
/// }
/// ```
public enum ReadFreshness: Sendable, Hashable {
  /// As the server's freshness rules and the client's own policy say.
  case standard
  /// Any stored answer, however old, without asking the server; the server is asked only when
  /// nothing is stored. For data that seldom changes and is only shown beside other data, such
  /// as the authors' names in a list of posts. A client told to revalidate everything still
  /// does.
  case storedIfAvailable
  /// Asks the server again however fresh the stored answer is, with a conditional request where
  /// the answer has a validator: pull-to-refresh. A client that may not use the network answers
  /// from what it stored.
  case revalidated
  /// Only a stored answer, however old, and never the server: a read that nothing stored
  /// answers as it is (nothing stored, a client told to revalidate everything, or a client
  /// that stores nothing) throws ``NetworkError/notStored(request:reason:)`` without a request. For
  /// showing at once what is stored beyond what was asked for, such as the stored pages of a
  /// feed, while the server is asked for them separately.
  case storedOnly
}

extension ReadFreshness {
  /// How far the reads of the current task may rely on stored answers.
  @TaskLocal public static var current = ReadFreshness.standard
}
