import Features
import Foundation
import GitHubIssues
import GitHubIssuesBrowser
import Observation
import TerminalKit

/// `browse`: the issues full screen, on the process's terminal, until `q`, Ctrl-C or the
/// terminal closes; the exit status: 0 on `q`, 130 on Ctrl-C or when the terminal closed.
///
/// The loop is what a program on ScreenKit writes around its screen: keys from the terminal's
/// bytes, each sent to the store in the order typed; the screen drawn again whenever the state
/// changes, only the cells that changed written (`ScreenDiff`). `SIGTERM`, `SIGHUP` and
/// `SIGQUIT` restore the terminal before the process ends, and Ctrl-Z stops it as a shell
/// expects.
@MainActor
func browse(
  _ client: ResourceClient<Issue, IssueDraft>, repository: Repository, pageSize: Int
) async -> Int32 {
  let terminal = SystemTerminal.shared
  TerminationSignals.observe(tidying: {})
  do {
    try terminal.enter()
  } catch {
    FileHandle.standardError.write(Data("github-issues-demo: browse: \(error)\n".utf8))
    return 1
  }
  defer { terminal.leave() }
  let store = ObservableStore(
    initialState: IssuesBrowser.State(
      repository: repository, pageSize: pageSize, size: terminal.size()),
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
  // One observation at a time: each tells of one change, and is armed again once drawn.
  var isObserving = false
  // A lone Esc waits for what may follow it; only the wait for the latest input flushes it.
  var input = 0

  /// The screen of the state as it is; the state is read here, where it is observed.
  func frame() -> CellBuffer {
    var view = IssuesBrowserView(state: store.state, usesColor: usesColor)
    view.spinner = spinnerFrames[spinner % spinnerFrames.count]
    return view.buffer()
  }

  func draw() {
    let buffer: CellBuffer
    if isObserving {
      buffer = frame()
    } else {
      isObserving = true
      buffer = withObservationTracking(frame) { continuation.yield(.changed) }
    }
    shown = terminal.write(ScreenDiff.output(from: shown, to: buffer)) ? buffer : nil
  }

  store.send(.list(.appear))
  draw()
  for await event in events {
    switch event {
    case .changed:
      isObserving = false
      if store.state.list.isLoading { spinner += 1 }
    case .terminal(.input(let bytes)):
      input += 1
      for key in decoder.decode(bytes) {
        if key == .control("z") {
          terminal.suspend()
          continue
        }
        store.send(.key(key))
      }
      if decoder.hasPendingInput {
        Task { [input] in
          try? await Task.sleep(for: .milliseconds(50))
          continuation.yield(.flush(after: input))
        }
      }
    case .flush(let after):
      guard after == input else { break }
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
    switch store.state.ending {
    case .quit?: return 0
    case .interrupted?: return 130
    case nil: draw()
    }
  }
  return 0
}

/// What wakes the loop.
private enum LoopEvent: Sendable {
  case terminal(TerminalEvent)
  /// The state changed since the screen was drawn.
  case changed
  /// The wait for what may follow a lone Esc, after input number `after`, is over.
  case flush(after: Int)
  case closed
}
