import Features
import ScreenKit
import TerminalKit

/// A screen opened over a tab's list, whatever its kind: a post, a record, a form… Each is a
/// feature of its own (``OpenedScreenFeature``), registered once (``ScreenRegistration``); the
/// browser holds them in a stack for each tab, run with `forEach`, and names none of them.
///
/// The reducer hands each screen's actions to the feature registered for its state's type:
/// each screen's effects are its own, and closing a screen cancels what it was loading.
public struct OpenedScreen: Reducer {
  /// An opened screen's state, kept as the feature registered for its type reads and changes
  /// it.
  public struct State: Sendable, Hashable {
    public private(set) var base: any OpenedScreenState

    public init(_ base: some OpenedScreenState) {
      self.base = base
    }

    public var shown: any BrowseScreen { base }

    /// The screen's state, when it is a screen of type `type`.
    public func `as`<Screen: OpenedScreenState>(_ type: Screen.Type) -> Screen? {
      base as? Screen
    }

    /// Runs `change` on the screen's state, when it is a screen of type `type`, and returns
    /// what it returns. The state is moved out while it changes, so that what it holds is
    /// changed in place rather than copied.
    mutating func update<Screen: OpenedScreenState, Result>(
      _ type: Screen.Type, _ change: (inout Screen) -> Result
    ) -> Result? {
      guard var screen = base as? Screen else { return nil }
      base = Vacant()
      defer { base = screen }
      return change(&screen)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.base.isEqual(to: rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
      base.hashWithType(into: &hasher)
    }
  }

  /// An action of an opened screen's feature: what the browser tells any screen
  /// (``input(_:)``), or one of a kind of screen's, which another kind ignores.
  public struct Action: Sendable, Hashable {
    public let base: any OpenedScreenAction

    public init(_ base: some OpenedScreenAction) {
      self.base = base
    }

    public static func input(_ input: ScreenInput) -> Self { Self(input) }

    /// What the screen tells the browser, when the action says something.
    public var delegate: BrowseDelegate? { base.delegate }

    /// The record the server answered deleted, when the action says so.
    public var deletedRecord: RecordKey? { base.deletedRecord }

    /// Where a read of the screen's was answered from, when the action says.
    public var readSource: ReadSource? { base.readSource }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.base.isEqual(to: rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
      base.hashWithType(into: &hasher)
    }
  }

  /// The features registered, by the type of the state each runs.
  private let features: [ObjectIdentifier: ScreenRegistration]

  /// The browser's opened screens: one feature for each type of state; the first registered
  /// for a type wins.
  public init(_ registrations: [ScreenRegistration]) {
    features = Dictionary(
      registrations.map { ($0.state, $0) }, uniquingKeysWith: { first, _ in first })
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    features[ObjectIdentifier(type(of: state.base))]?.reduce(&state, action) ?? .none
  }
}

/// The state of a screen the browser opens over a list.
public protocol OpenedScreenState: BrowseScreen, Hashable, Sendable {}

/// What an opened screen holds while its state is moved out to change.
private struct Vacant: OpenedScreenState {
  public var kind: ScreenKind { ScreenKind(name: "", keyLines: []) }
  public var isLoading: Bool { false }
  func hints(filtered: Bool) -> [(text: String, rank: Int)] { [] }
  public func draw(in view: BrowseView, into buffer: inout CellBuffer) {}
  public func status(in view: BrowseView) -> (String, String?) { ("", nil) }
}

/// An action of a screen the browser opens over a list, and what the browser reads of it.
public protocol OpenedScreenAction: Hashable, Sendable {
  /// What the screen tells the browser, when the action says something.
  var delegate: BrowseDelegate? { get }
  /// The record the server answered deleted, when the action says so.
  var deletedRecord: RecordKey? { get }
  /// Where a read of the screen's was answered from, when the action says.
  var readSource: ReadSource? { get }
}

extension OpenedScreenAction {
  public var delegate: BrowseDelegate? { nil }
  public var deletedRecord: RecordKey? { nil }
  public var readSource: ReadSource? { nil }
}

/// What the browser tells every screen is an action of any.
extension ScreenInput: OpenedScreenAction {}
