import Features
import Foundation
import ScreenKit
import TerminalKit

/// A screen as the browser reads and draws it, whatever its kind. Each kind answers in its own
/// folder, so that the browser's own code names a screen only where it composes them
/// (``ShownScreen``).
///
/// The answers that a kind does not have default to none: no data read, no search, nothing to
/// copy.
public protocol BrowseScreen {
  var kind: ScreenKind { get }
  /// Whether anything the screen shows is loading, so the spinner turns.
  var isLoading: Bool { get }
  /// Where the data the screen shows came from; `nil` on a screen that reads none.
  var shownOrigin: ScreenOrigin? { get }
  /// Why what the screen shows could not be read last, if it could not.
  var failure: LoadFailure? { get }
  /// The records the server sent but the app could not read, and left out, as the one-shot
  /// commands report them.
  var skipped: [SkippedItems] { get }
  var search: ListSearch? { get }
  /// The sort of the list shown, on a list that sorts.
  var shownSort: ListSort? { get }
  /// The deletion the screen asks about or shows, for the status line.
  var deletion: DeletionPrompt? { get }
  /// Whether a deletion of the screen's is being sent, which the end of the session waits for.
  var isSendingDeletions: Bool { get }
  /// The records the screen deletes once their undo window closes, each with its title: what a
  /// list opened over a record hands to its tab's list when it closes.
  var pendingDeletions: [(key: RecordKey, title: String)] { get }
  /// The index of the item under the cursor, among those shown, on a screen whose items a
  /// click puts the cursor on.
  var itemUnderCursor: Int? { get }
  /// Whether the screen keeps keys pressed while what they act on loads, to press them again,
  /// in order, once it has.
  var holdsKeys: Bool { get }
  /// Whether the screen is a list with no rows yet, whose rows are coming: it keeps a key that
  /// acts on a row until they come.
  var waitsForRows: Bool { get }
  /// How many lines a notch of the mouse wheel moves on the screen: by default, the
  /// browser's (``BrowseMouse/wheelLines``).
  var wheelLines: Int { get }
  /// A short name of the screen in the header's way to it: a post's id, a user's name once
  /// loaded.
  var crumb: String { get }
  /// The names the screen gives itself in the header's way to it, opened over `below` (`nil`
  /// over its tab's list): by default, its ``crumb``.
  func crumbs(over below: OpenedScreen.State?, in browser: BrowseState) -> [String]
  /// Whether the screen asks again by itself once the server answers after what it shows could
  /// not be read; `nil` on a screen that reads nothing by itself.
  var outageRetry: OutageRetry? { get }
  /// What the status line calls the screen when it asks again by itself, or when a key needs
  /// what its records lack: `the users`, `post 7`.
  var retryName: String { get }

  /// What a copy of `kind` takes from the screen, the record URLs made from `baseURL` (none
  /// with the sample data); `nil` when there is nothing to copy yet.
  func clip(_ kind: Clip.Kind, baseURL: URL?) -> Clip?
  /// The first record whose name holds `text`, for a jump by name, on a tab's list that is
  /// looked in by name.
  func find(_ text: String) -> NameJump.Outcome?
  /// The names of the rows a jump by name looks in, for the command line to complete.
  var completions: [String] { get }
  /// The screen's key hints for the status line, with their ranks; those that go with a
  /// search when `filtered`.
  func hints(filtered: Bool) -> [(text: String, rank: Int)]
  /// The cells a list's rows want beside its preview (`ListView.wantedRowWidth(of:)`), which
  /// the preview yields columns to; `nil`, by default, where the list takes its share.
  var wantedRowWidth: Int? { get }
  /// Draws the screen's body, below the tabs and above the status area.
  func draw(in view: BrowseView, into buffer: inout CellBuffer)
  /// Where the screen stands, for the status line, and the last error with how to retry.
  func status(in view: BrowseView) -> (String, String?)
}

extension BrowseScreen {
  public var shownOrigin: ScreenOrigin? { nil }
  public var failure: LoadFailure? { nil }
  public var skipped: [SkippedItems] { [] }
  public var search: ListSearch? { nil }
  public var shownSort: ListSort? { nil }
  public var deletion: DeletionPrompt? { nil }
  public var isSendingDeletions: Bool { false }
  public var pendingDeletions: [(key: RecordKey, title: String)] { [] }
  public var itemUnderCursor: Int? { nil }
  public var holdsKeys: Bool { false }
  public var waitsForRows: Bool { false }
  public var wheelLines: Int { BrowseMouse.wheelLines }
  public var crumb: String { "" }
  public func crumbs(over below: OpenedScreen.State?, in browser: BrowseState) -> [String] {
    [crumb]
  }
  public var outageRetry: OutageRetry? { nil }
  public var retryName: String { crumb }

  public func clip(_ kind: Clip.Kind, baseURL: URL?) -> Clip? { nil }
  public func find(_ text: String) -> NameJump.Outcome? { nil }
  public var completions: [String] { [] }
  public var wantedRowWidth: Int? { nil }
}
