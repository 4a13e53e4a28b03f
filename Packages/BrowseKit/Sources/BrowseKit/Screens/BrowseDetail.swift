import Features
import Foundation
import ScreenKit
import TerminalKit

/// A record's detail as the browser shows it: the kit's DetailResource and what only the
/// browser asks of it (its kind, its crumb, what `y` copies, how it draws). The rest of a
/// detail is read through BrowseScreen, alike for every kind.
public protocol BrowseDetail: DetailResource where Delegate == BrowseDelegate {
  static var kind: ScreenKind { get }
  /// The kind of the screen as it stands, whose keys the help says: by default, ``kind``; the
  /// record screen's with the keys of the record's add-ons.
  static func kind(of state: Screen.State) -> ScreenKind
  /// The status line's hints of the screen as it stands, with their ranks, those that go with
  /// a search when `filtered`: by default, those of its key table (`keys`).
  static func hints(_ state: Screen.State, filtered: Bool) -> [(text: String, rank: Int)]
  /// The records the server sent with this one but the app could not read, and left out.
  static func skipped(of value: Value) -> [SkippedItems]
  /// A short name of the screen in the header's way to it.
  static func crumb(_ state: Screen.State) -> String
  /// What the status line calls the screen when it asks again by itself: by default, its noun
  /// and id, `post 7`.
  static func name(_ state: Screen.State) -> String
  /// What a copy of `kind` takes from the screen (`y`, `Y`), the record URLs made from
  /// `baseURL`.
  static func clip(_ kind: Clip.Kind, of state: Screen.State, baseURL: URL?) -> Clip?
  /// The search the screen shows: by default, the find in the page's.
  static func search(_ state: Screen.State) -> ListSearch?
  /// The index of the resource's item under its cursor, which a click puts it on: by default,
  /// none.
  static func itemUnderCursor(_ state: Screen.State) -> Int?
  /// Whether the screen's items are still coming, so that it keeps a key that acts on one
  /// until they come: by default, no.
  static func waitsForRows(_ state: Screen.State) -> Bool
  /// How many of its lines a notch of the mouse wheel moves: by default, the browser's
  /// (``BrowseMouse/wheelLines``); one on a grid, which moves a row at a time.
  static var wheelLines: Int { get }
  /// Draws the record's body: by default, its lines from the scroll, the find's matches marked.
  static func draw(_ state: Screen.State, in view: BrowseView, into buffer: inout CellBuffer)
  /// Where the record stands, for the status line, and the last error with how to retry: by
  /// default, its noun and id, the lines scrolled and the find.
  static func status(_ state: Screen.State, in view: BrowseView) -> (String, String?)
  /// What the detail, as it stands in `state`, takes of the browser's input: by default, what
  /// any of the kit's screens takes.
  static func action(for input: ScreenInput, in state: Screen.State) -> Screen.Action?
  /// The detail's feature, made with what the browser has.
  static func screen(_ context: ScreenContext) -> Screen
  /// What a detail is opened on: a post's id, a record's key.
  associatedtype Opening: Hashable & Sendable
  /// The detail of `subject`, laid out in `browser`.
  static func state(opening subject: Opening, in browser: BrowseState) -> Screen.State
}

extension BrowseDetail {
  public static func kind(of state: Screen.State) -> ScreenKind { kind }

  public static func hints(_ state: Screen.State, filtered: Bool) -> [(text: String, rank: Int)] {
    keys.hints(for: state, filtered: filtered)
  }

  public static func name(_ state: Screen.State) -> String { "\(noun) \(state.detail.id)" }

  public static func search(_ state: Screen.State) -> ListSearch? { state.find.search }

  public static func itemUnderCursor(_ state: Screen.State) -> Int? { nil }

  public static func waitsForRows(_ state: Screen.State) -> Bool { false }
  public static var wheelLines: Int { BrowseMouse.wheelLines }

  public static func draw(_ state: Screen.State, in view: BrowseView, into buffer: inout CellBuffer)
  {
    view.drawDetail(
      state.lines(usesColor: view.usesColor), from: state.scroll.line,
      isLoading: state.isLoading, find: state.find, into: &buffer)
  }

  public static func status(_ state: Screen.State, in view: BrowseView) -> (String, String?) {
    view.detailStatus(
      "\(noun) \(state.detail.id)", state.scroll, count: state.lineCount,
      rows: state.visibleRows, find: state.find, failure: state.detail.detail.failure)
  }
}

extension DetailScreen.State: BrowseScreen where Resource: BrowseDetail {
  public var kind: ScreenKind { Resource.kind(of: self) }
  public var shownOrigin: ScreenOrigin? { origin }
  public var failure: LoadFailure? { detail.detail.failure }
  public var skipped: [SkippedItems] { detail.detail.value.map(Resource.skipped(of:)) ?? [] }
  public var search: ListSearch? { Resource.search(self) }
  public var deletion: DeletionPrompt? {
    guard isAskingToDelete, let deletionTarget else { return nil }
    return DeletionPrompt(target: deletionTarget, title: title)
  }
  public var itemUnderCursor: Int? { Resource.itemUnderCursor(self) }
  public var holdsKeys: Bool { !scroll.held.isEmpty }
  public var waitsForRows: Bool { Resource.waitsForRows(self) }
  public var wheelLines: Int { Resource.wheelLines }
  public var crumb: String { Resource.crumb(self) }
  public var outageRetry: OutageRetry? { outage }
  public var retryName: String { Resource.name(self) }

  public func clip(_ kind: Clip.Kind, baseURL: URL?) -> Clip? {
    Resource.clip(kind, of: self, baseURL: baseURL)
  }

  public func hints(filtered: Bool) -> [(text: String, rank: Int)] {
    Resource.hints(self, filtered: filtered)
  }

  public func draw(in view: BrowseView, into buffer: inout CellBuffer) {
    Resource.draw(self, in: view, into: &buffer)
  }

  public func status(in view: BrowseView) -> (String, String?) {
    Resource.status(self, in: view)
  }
}

extension BrowseDetail {
  public static func action(for input: ScreenInput, in state: Screen.State) -> Screen.Action? {
    input.action()
  }
}

extension DetailScreen: OpenedScreenFeature where Resource: BrowseDetail {
  public static func action(for input: ScreenInput, in state: State) -> Action? {
    Resource.action(for: input, in: state)
  }
}

extension DetailScreen.State: OpenedScreenState where Resource: BrowseDetail {}

extension DetailScreen.Action: OpenedScreenAction where Resource: BrowseDetail {
  public var delegate: BrowseDelegate? {
    guard case .delegate(let delegate) = self else { return nil }
    return delegate
  }

  public var readSource: ReadSource? {
    guard case .readSource(let source) = self else { return nil }
    return source
  }
}

extension DetailScreen: RegisteredScreen where Resource: BrowseDetail {
  public static var kind: ScreenKind { Resource.kind }

  public init(_ context: ScreenContext) {
    self = Resource.screen(context)
  }
}

extension DetailScreen.State: OpenableScreen where Resource: BrowseDetail {
  public init(opening subject: Resource.Opening, in browser: BrowseState) {
    self = Resource.state(opening: subject, in: browser)
  }
}
