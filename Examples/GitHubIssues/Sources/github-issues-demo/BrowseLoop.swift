import Features
import Foundation
import GitHubIssues
import GitHubIssuesBrowser
import Observation
import TerminalKit

/// `browse`: the issues full screen, on the process's terminal, until `q`, Ctrl-C or the
/// terminal closes; the exit status, 0 when asked to quit.
///
/// The loop is what a program on ScreenKit writes around its screen: keys from the terminal's
/// bytes, each sent to the store in the order typed; the screen drawn again whenever the state
/// changes, only the cells that changed written (`ScreenDiff`).
@MainActor
func browse(_ client: GitHubIssuesClient, repository: Repository) async -> Int32 {
  let terminal = SystemTerminal.shared
  do {
    try terminal.enter()
  } catch {
    FileHandle.standardError.write(Data("github-issues-demo: browse: \(error)\n".utf8))
    return 1
  }
  defer { terminal.leave() }
  let store = ObservableStore(
    initialState: IssuesBrowser.State(repository: repository, size: terminal.size()),
    reducer: IssuesBrowser(client: client))
  let usesColor = ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  let (events, continuation) = AsyncStream.makeStream(of: LoopEvent.self)
  let reader = Task {
    for await event in terminal.events { continuation.yield(.terminal(event)) }
    continuation.yield(.closed)
  }
  defer { reader.cancel() }
  var decoder = KeyDecoder()
  var shown: CellBuffer?
  var spinner = 0

  /// Draws the state as it is, and asks to be told when it next changes.
  func draw() {
    withObservationTracking {
      var view = IssuesBrowserView(state: store.state, usesColor: usesColor)
      view.spinner = spinnerFrames[spinner % spinnerFrames.count]
      let buffer = view.buffer()
      if terminal.write(ScreenDiff.output(from: shown, to: buffer)) {
        shown = buffer
      } else {
        shown = nil
      }
    } onChange: {
      continuation.yield(.changed)
    }
  }

  store.send(.list(.appear))
  draw()
  for await event in events {
    switch event {
    case .changed:
      break
    case .terminal(.input(let bytes)):
      for key in decoder.decode(bytes) { store.send(.key(key)) }
      if decoder.hasPendingInput {
        // A lone Esc: the decoder waits for what may follow it, briefly.
        Task {
          try? await Task.sleep(for: .milliseconds(50))
          continuation.yield(.flush)
        }
      }
    case .flush:
      for key in decoder.flush() { store.send(.key(key)) }
    case .terminal(.resized):
      shown = nil
      store.send(.resized(terminal.size()))
    case .terminal(.resumed):
      shown = nil
      try? terminal.enter()
    case .terminal(.interrupted), .closed:
      return 130
    }
    if store.state.isDone { return 0 }
    if store.state.list.isLoading { spinner += 1 }
    draw()
  }
  return 0
}

/// What wakes the loop.
private enum LoopEvent: Sendable {
  case terminal(TerminalEvent)
  case changed
  case flush
  case closed
}
