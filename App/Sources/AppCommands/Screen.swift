import Dependencies
import Features
import Foundation
import Models
import NetworkClient

/// Loads one screen's state through its feature, and prints it: the view or JSON on standard
/// output, or a one-line error on standard error.
struct Screen: Sendable {
  let console: Console
  let format: Invocation.OutputFormat
  let source: Invocation.DataSource

  func showPosts() async -> ExitCode {
    let store = Store(initialState: PostsListFeature.State(), reducer: PostsListFeature())
    await whileLoading("Loading posts…") { await store.send(.load) }
    let state = await store.state
    switch state.posts {
    case .loaded(let posts):
      return print(posts) { PostsListView(state: state).render(options: renderOptions) }
    case .failed(let failure):
      return report(failure)
    case .loading:
      return report(LoadFailure(message: "the posts did not load", networkError: nil))
    }
  }

  func showPost(_ id: Post.ID) async -> ExitCode {
    let store = Store(
      initialState: PostDetailFeature.State(postID: id), reducer: PostDetailFeature())
    await whileLoading("Loading post \(id)…") { await store.send(.load) }
    let state = await store.state
    switch state.detail {
    case .loaded(let detail):
      return print(detail) { PostDetailView(state: state).render(options: renderOptions) }
    case .failed(let failure):
      return report(failure)
    case .loading:
      return report(LoadFailure(message: "post \(id) did not load", networkError: nil))
    }
  }

  private var renderOptions: RenderOptions {
    RenderOptions(width: console.width, usesColor: console.usesColor)
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

  private func print(_ value: some Encodable, view: () -> String) -> ExitCode {
    switch format {
    case .view:
      let text = view()
      console.writeOutput(text.hasSuffix("\n") ? text : text + "\n")
      return .success
    case .json:
      do {
        let data = try JSONOutput.encoder.encode(value)
        console.writeOutput(String(decoding: data, as: UTF8.self) + "\n")
        return .success
      } catch {
        return report(
          LoadFailure(message: "cannot encode the result as JSON: \(error)", networkError: nil))
      }
    }
  }

  private func report(_ failure: LoadFailure) -> ExitCode {
    var message = failure.message.sanitizedForTerminal
    let status = ExitCode(failure)
    if status == .unavailable, case .remote = source {
      message += " (try --sample to use the built-in sample API)"
    }
    console.writeError("\(AppVersion.programName): \(message)\n")
    return status
  }
}
