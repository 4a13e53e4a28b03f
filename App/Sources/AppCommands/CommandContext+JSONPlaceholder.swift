import ArgumentParsing
import Dependencies
import NetworkClient
import NetworkClientLive
import TerminalKit
import TerminalViews

extension CommandContext {
  /// ``show(sending:_:)`` with JSONPlaceholder's client on the command's session, for the
  /// commands of its resources (`posts`, `user 3`…), whose screens read through it.
  func showJSONPlaceholder(
    _ load: @escaping @Sendable (Screen) async -> Screen.Outcome
  ) async throws(UsageError) -> ExitCode {
    try await show { screen in await Self.withJSONPlaceholderClient { await load(screen) } }
  }

  /// ``write(sending:_:)`` with JSONPlaceholder's client on the command's session, for the
  /// commands that change its resources (`post create`, `user delete 3`…).
  func writeJSONPlaceholder(
    _ write: @escaping @Sendable (WriteScreen) async -> Screen.Outcome
  ) async throws(UsageError) -> ExitCode {
    try await self.write { screen in await Self.withJSONPlaceholderClient { await write(screen) } }
  }

  /// Runs `operation` with `NetworkClient.live(session:)` on the current
  /// ``Dependencies/DependencyValues/httpSession``.
  private static func withJSONPlaceholderClient<Result>(
    _ operation: () async -> Result
  ) async -> Result {
    @Dependency(\.httpSession) var session
    return await withDependencies {
      $0.networkClient = NetworkClient.live(session: session)
    } operation: {
      await operation()
    }
  }
}
