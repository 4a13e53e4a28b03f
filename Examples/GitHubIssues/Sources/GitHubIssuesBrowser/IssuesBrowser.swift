import Features
import GitHubIssues
import Models
import ScreenKit
import TerminalKit

/// A full-screen browser of a repository's open issues: the issues list, the line its
/// messages put in the status line, and `q` to quit. It does what a program on ScreenKit does
/// around a screen: it passes the keys on, shows the notices, and presses again the keys the
/// list kept while the issues came.
public struct IssuesBrowser: Reducer {
  public struct State: Sendable, Hashable {
    public var repository: Repository
    public var list: IssuesListScreen.State
    /// What the status line says until the next key.
    public var notice: String?
    /// How the browser ended, once `q` or Ctrl-C ended it.
    public var ending: Ending?

    /// The browser of `repository`'s issues, `pageSize` a page, in a terminal of `size`.
    public init(repository: Repository, pageSize: Int = 30, size: TerminalSize) {
      self.repository = repository
      list = IssuesListScreen.State(IssuesList.State(pageSize: pageSize), size: size)
    }
  }

  /// How the browser ended.
  public enum Ending: Sendable, Hashable {
    /// `q`.
    case quit
    /// Ctrl-C.
    case interrupted
  }

  public enum Action: Sendable, Hashable {
    case key(Key)
    /// A key the list kept while the issues came, pressed again: the notice stays.
    case pressedAgain(Key)
    case resized(TerminalSize)
    case list(IssuesListScreen.Action)
  }

  private let list: IssuesListScreen

  /// A browser of the open issues `client` reads, a client of
  /// ``GitHubResources/openIssues(in:)``.
  public init(client: ResourceClient<Issue, IssueDraft>) {
    list = IssuesListScreen(IssuesList(client: client), isOffline: false)
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .key(let key):
      state.notice = nil
      return press(key, &state)
    case .pressedAgain(let key):
      return press(key, &state)
    case .resized(let size):
      return run(.resized(size), &state)
    case .list(.delegate(.notice(let text))):
      state.notice = text
      return .none
    case .list(.delegate(.pressAgain(let keys, _))):
      return .merge(keys.map { .send(.pressedAgain($0)) })
    case .list(let action):
      return run(action, &state)
    }
  }

  /// Ctrl-C ends the browser; `q` too, unless the list takes every key (a search typed, keys
  /// waiting for the issues, `q` among them, checked again when pressed again).
  private func press(_ key: Key, _ state: inout State) -> Effect<Action> {
    if key == .control("c") {
      state.ending = .interrupted
      return .none
    }
    if key == .character("q"), !state.list.takesEveryKey {
      state.ending = .quit
      return .none
    }
    return run(.key(key), &state)
  }

  private func run(_ action: IssuesListScreen.Action, _ state: inout State) -> Effect<Action> {
    list.reduce(into: &state.list, action: action).map(Action.list)
  }
}
