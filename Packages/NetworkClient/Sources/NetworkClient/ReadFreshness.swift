/// How far a read may rely on answers a client has stored, for clients that store them; a
/// client that stores nothing ignores it.
///
/// Set it for the reads of a task with ``NetworkClient/readFreshness``:
///
/// ```swift
/// let users = try await NetworkClient.$readFreshness.withValue(.storedIfAvailable) {
///   try await client.users(UserQuery())
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
}

extension NetworkClient {
  /// How far the reads of the current task may rely on stored answers.
  @TaskLocal public static var readFreshness = ReadFreshness.standard
}
