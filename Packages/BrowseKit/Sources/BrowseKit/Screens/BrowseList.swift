import Features
import Foundation
import ScreenKit
import TerminalKit

/// A list as the browser shows it, a tab's or one opened over a record: the kit's
/// `ListResource` and what only the browser asks of it (how it draws, where its status line
/// stands, what it copies, what `:NAME text` finds in it). The rest of a list is read through
/// ``BrowseScreen``, alike for every list.
public protocol BrowseList: ListResource
where Delegate == BrowseDelegate, Target: CustomStringConvertible {
  /// The kind of screen the list is, for its keys and help.
  static var kind: ScreenKind { get }
  /// The kind of screen the list is as it stands in `state`, with the keys it has there: by
  /// default, ``kind``.
  static func kind(of state: Screen.State) -> ScreenKind
  /// The list's name in the header's way to the screen shown.
  static func crumb(_ state: Screen.State) -> String
  /// The names the list gives itself in the header's way to it, opened over `below`: by
  /// default, its ``crumb(_:)``.
  static func crumbs(
    _ state: Screen.State, over below: OpenedScreen.State?, in browser: BrowseState
  )
    -> [String]
  static func draw(_ state: Screen.State, in view: BrowseView, into buffer: inout CellBuffer)
  /// The cells the list's rows want beside its preview, as ``BrowseScreen/wantedRowWidth``
  /// says; by default, `nil`.
  static func wantedRowWidth(_ state: Screen.State) -> Int?
  /// Where the list stands, for the status line, and the last error with how to retry.
  static func status(_ state: Screen.State, in view: BrowseView) -> (String, String?)
  /// The names of the rows that a jump by name looks in, for the command line to complete.
  static func names(_ state: Screen.State) -> [String]
  /// The records the server sent but the app could not read, and left out.
  static func skipped(_ state: Screen.State) -> [SkippedItems]
  /// Whether the cursor is on the rows, rather than on a part of the list above them (the
  /// to-dos' filter).
  static func cursorIsOnRows(_ state: Screen.State) -> Bool
  /// The first record whose name holds `text` as `/` matches, for a jump by name
  /// (``NameJump``); `nil` on a list that is not looked in by name.
  static func find(_ text: String, in state: Screen.State) -> NameJump.Outcome?
  /// What a copy of `kind` takes from `row`: its id (`y`) or its JSON (`Y`).
  static func clip(_ kind: Clip.Kind, of row: Row, baseURL: URL?) -> Clip?
  /// What the list, as it stands in `state`, takes of the browser's input: by default, what
  /// any list takes, and the deletions confirmed of what it lists.
  static func action(for input: ScreenInput, in state: Screen.State) -> Screen.Action?
  /// What the list deletes for a confirmed deletion of `key`; by default, `key` itself on a
  /// list of records, else none.
  static func deletionTarget(of key: RecordKey) -> Target?
  /// The record that deleting `target` deletes, which the other screens are told of; by
  /// default, `target` itself on a list of records, else none.
  static func recordKey(of target: Target) -> RecordKey?
}

extension BrowseList {
  public static func kind(of state: Screen.State) -> ScreenKind { kind }

  public static func names(_ state: Screen.State) -> [String] { [] }

  public static func wantedRowWidth(_ state: Screen.State) -> Int? { nil }

  public static func crumbs(
    _ state: Screen.State, over below: OpenedScreen.State?, in browser: BrowseState
  )
    -> [String]
  {
    [crumb(state)]
  }
  public static func skipped(_ state: Screen.State) -> [SkippedItems] { [] }
  public static func cursorIsOnRows(_ state: Screen.State) -> Bool { true }
  public static func find(_ text: String, in state: Screen.State) -> NameJump.Outcome? { nil }

  public static func action(for input: ScreenInput, in state: Screen.State) -> Screen.Action? {
    input.listAction(target: deletionTarget(of:))
  }

  public static func deletionTarget(of key: RecordKey) -> Target? { key as? Target }

  public static func recordKey(of target: Target) -> RecordKey? { target as? RecordKey }
}

extension ListScreen.State: BrowseScreen where Resource: BrowseList {
  public var kind: ScreenKind { Resource.kind(of: self) }
  public var shownOrigin: ScreenOrigin? { origin }
  public var skipped: [SkippedItems] { Resource.skipped(self) }
  public var shownSort: ListSort? { sort }
  public var deletion: DeletionPrompt? { deletions.prompt }
  public var isSendingDeletions: Bool { deletions.isSending }
  public var pendingDeletions: [(key: RecordKey, title: String)] {
    deletions.deletions.filter { $0.status == .pending }.compactMap { deletion in
      (deletion.target as? RecordKey).map {
        ($0, deletions.titles[deletion.target] ?? $0.description)
      }
    }
  }
  public var itemUnderCursor: Int? { Resource.cursorIsOnRows(self) ? cursor.row : nil }
  public var holdsKeys: Bool { !cursor.heldKeys.isEmpty }
  public var waitsForRows: Bool { shownRows.isEmpty && moreRowsMayCome }
  public var crumb: String { Resource.crumb(self) }
  public func crumbs(over below: OpenedScreen.State?, in browser: BrowseState) -> [String] {
    Resource.crumbs(self, over: below, in: browser)
  }
  public var outageRetry: OutageRetry? { outage }
  public var retryName: String { "the \(crumb.lowercased())" }

  /// The row under the cursor's id (`y`) or JSON (`Y`).
  public func clip(_ kind: Clip.Kind, baseURL: URL?) -> Clip? {
    guard Resource.cursorIsOnRows(self), let row = shownRows.element(at: cursor.row) else {
      return nil
    }
    return Resource.clip(kind, of: row, baseURL: baseURL)
  }

  public var completions: [String] { Resource.names(self) }

  public func find(_ text: String) -> NameJump.Outcome? {
    Resource.find(text, in: self)
  }

  public func hints(filtered: Bool) -> [(text: String, rank: Int)] {
    Resource.keys(of: self).hints(for: self, filtered: filtered)
  }

  public var wantedRowWidth: Int? { Resource.wantedRowWidth(self) }

  public func draw(in view: BrowseView, into buffer: inout CellBuffer) {
    Resource.draw(self, in: view, into: &buffer)
  }

  public func status(in view: BrowseView) -> (String, String?) {
    Resource.status(self, in: view)
  }
}

extension ListScreen: OpenedScreenFeature where Resource: BrowseList {
  public static func action(for input: ScreenInput, in state: State) -> Action? {
    Resource.action(for: input, in: state)
  }
}

extension ListScreen.State: OpenedScreenState where Resource: BrowseList {}

extension ListScreen.Action: OpenedScreenAction where Resource: BrowseList {
  public var delegate: BrowseDelegate? {
    guard case .delegate(let delegate) = self else { return nil }
    return delegate
  }

  /// The record the server answered deleted, as the list names what it deletes.
  public var deletedRecord: RecordKey? {
    guard case .deletions(let deletions) = self else { return nil }
    return deletions.deletedOnServer.flatMap(Resource.recordKey(of:))
  }

  public var readSource: ReadSource? {
    guard case .readSource(let source) = self else { return nil }
    return source
  }
}

/// A list the browser opens over a screen: a relation's records, a user's to-dos.
public protocol OpenedList: BrowseList {
  /// The list's feature, made with what the browser has.
  static func screen(_ context: ScreenContext) -> Screen
  /// What the list is opened on: a user, a relation's query.
  associatedtype Opening: Hashable & Sendable
  /// The list of `subject`, laid out in `browser`.
  static func state(opening subject: Opening, in browser: BrowseState) -> Screen.State
}

extension ListScreen: RegisteredScreen where Resource: OpenedList {
  public static var kind: ScreenKind { Resource.kind }

  public init(_ context: ScreenContext) {
    self = Resource.screen(context)
  }
}

extension ListScreen.State: OpenableScreen where Resource: OpenedList {
  public init(opening subject: Resource.Opening, in browser: BrowseState) {
    self = Resource.state(opening: subject, in: browser)
  }
}
