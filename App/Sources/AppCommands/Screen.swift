import Dependencies
import Features
import Foundation
import Models
import NetworkClient

/// Loads one screen's state through its feature and turns it into the text to print: the view
/// or JSON, or a one-line error on standard error.
struct Screen: Sendable {
  /// What loading a screen ended with.
  enum Outcome: Sendable, Hashable {
    /// The text to print on standard output.
    case text(String)
    /// The screen failed with this status; its error, if any, is already on standard error.
    case failure(ExitCode)
  }

  let console: Console
  let format: Invocation.OutputFormat
  let source: Invocation.DataSource
  /// Whether views are laid out for a terminal (aligned, styled) rather than as plain text for
  /// other programs (tab-separated lists).
  let rendersForTerminal: Bool

  func posts() async -> Outcome {
    let store = Store(initialState: PostsListFeature.State(), reducer: PostsListFeature())
    await whileLoading("Loading posts…") { await store.send(.list(.load)) }
    let state = await store.state
    switch state.posts {
    case .loaded(let page):
      return output(page.items) { PostsListView(state: state).render(options: renderOptions) }
    case .failed(let failure):
      return report(failure)
    case .loading:
      return report(LoadFailure(message: "the posts did not load", networkError: nil))
    }
  }

  func post(_ id: Post.ID) async -> Outcome {
    let store = Store(
      initialState: PostDetailFeature.State(postID: id), reducer: PostDetailFeature())
    await whileLoading("Loading post \(id)…") { await store.send(.load) }
    let state = await store.state
    switch state.detail {
    case .loaded(let detail):
      return output(detail) { PostDetailView(state: state).render(options: renderOptions) }
    case .failed(let failure):
      return report(failure)
    case .loading:
      return report(LoadFailure(message: "post \(id) did not load", networkError: nil))
    }
  }

  private var renderOptions: RenderOptions {
    RenderOptions(
      width: console.width,
      usesColor: console.outputUsesColor,
      isTerminal: rendersForTerminal
    )
  }

  private func whileLoading(_ message: String, operation: () async -> Void) async {
    @Dependency(\.clock) var clock
    await withSpinner(
      message,
      isEnabled: console.errorIsTerminal,
      clock: clock,
      write: console.writeError,
      operation: operation
    )
  }

  private func output(_ value: some Encodable, view: () -> String) -> Outcome {
    switch format {
    case .view:
      let text = view()
      return .text(text.hasSuffix("\n") ? text : text + "\n")
    case .json:
      do {
        let data = try JSONOutput.encoder.encode(value)
        return .text(String(decoding: data, as: UTF8.self) + "\n")
      } catch {
        return report(
          LoadFailure(message: "cannot encode the result as JSON: \(error)", networkError: nil))
      }
    }
  }

  /// Reports `failure` on standard error, except when the loading was cancelled (Ctrl-C), which
  /// ends quietly with ``ExitCode/interrupted``.
  private func report(_ failure: LoadFailure) -> Outcome {
    if Task.isCancelled {
      return .failure(.interrupted)
    }
    let status = ExitCode(failure)
    var message = failure.message.sanitizedForTerminal
    if status == .unavailable, case .remote = source {
      message += " (try --sample to use the built-in sample API)"
    }
    console.reportError(message)
    return .failure(status)
  }
}
