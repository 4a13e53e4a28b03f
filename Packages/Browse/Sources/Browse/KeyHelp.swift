import TerminalKit

/// What `?` shows: the keys of the screen shown first, then the keys of every screen.
enum KeyHelp {
  /// A line of the help: keys and what they do, or a heading when `meaning` is empty.
  struct Line: Sendable, Hashable {
    var keys: String
    var meaning: String

    /// Whether the line is a heading.
    var isHeading: Bool { meaning.isEmpty }
  }

  /// The help's lines on `screen`: a heading naming the screen and its keys, a blank line,
  /// then the keys of every screen under their heading.
  static func lines(for screen: ScreenKind) -> [Line] {
    [Line(keys: "On \(name(of: screen))", meaning: "")]
      + keys(of: screen).map { Line(keys: $0.0, meaning: $0.1) }
      + [Line(keys: "", meaning: ""), Line(keys: "Everywhere", meaning: "")]
      + global.map { Line(keys: $0.0, meaning: $0.1) }
  }

  /// The help's lines on `screen` laid out `columns` wide: each meaning wrapped in the column
  /// right of the widest keys, its following lines with no keys.
  static func lines(for screen: ScreenKind, columns: Int) -> [Line] {
    let lines = lines(for: screen)
    let width = max(1, columns - meaningColumn(of: lines) - 1)
    return lines.flatMap { line in
      guard !line.isHeading else { return [line] }
      return TextLayout.wrap(line.meaning, width: width).enumerated().map {
        Line(keys: $0.offset == 0 ? line.keys : "", meaning: $0.element)
      }
    }
  }

  /// The screen column the meanings of `lines` start at: right of the widest keys.
  static func meaningColumn(of lines: [Line]) -> Int {
    4 + (lines.filter { !$0.isHeading }.map(\.keys.displayWidth).max() ?? 0)
  }

  /// The keys of every screen.
  static let global: [(String, String)] = [
    ("↑ ↓, j k", "move"),
    ("Ctrl-D Ctrl-U", "half a page down, up"),
    ("PgDn PgUp", "a page down, up"),
    ("g G, Home End", "to the top, to the end; G on the posts loads every page"),
    ("Enter", "open"),
    ("Esc, Backspace", "back"),
    ("q, Ctrl-C", "quit"),
    ("Tab, Shift-Tab, 1–4", "switch tabs"),
    (
      ":",
      "command line: :post 7, :user Ervin, :album 12, :todos 2 by id, name or title (Tab completes, and lists several to Tab through); :posts, :users… switch tabs; :q"
    ),
    (
      "↑ ↓ on : or /",
      "the commands run, the searches kept (↑ on an empty search), from runs before too"
    ),
    ("r", "refresh, or try again after a failure"),
    ("Ctrl-Z", "suspend"),
    ("click, double-click", "select, then open: a row, photo, album, tab or filter"),
    ("wheel, Shift-drag", "scroll; select text in the terminal (or --no-mouse)"),
    ("?, Ctrl-G", "this help (Ctrl-G in a form or a search being typed); Esc, q or ? closes it"),
  ]

  private static func name(of screen: ScreenKind) -> String {
    switch screen {
    case .posts: "the posts"
    case .users: "the users"
    case .post: "a post"
    case .user: "a user"
    case .albums: "the albums"
    case .album: "an album"
    case .photo: "a photo"
    case .todos: "the to-dos"
    case .form: "a form"
    }
  }

  private static func keys(of screen: ScreenKind) -> [(String, String)] {
    switch screen {
    case .posts:
      [
        ("Enter", "open the post"), ("/", "search every post; Enter keeps the filter"),
        ("n, N", "the next match of the search, the one before"),
        ("c, e, d", "create a post, edit it, delete it (after y)"),
        ("u", "undo a delete within 5 seconds"),
        sortKeys(SortColumns.posts), ("y, Y", "copy the post's id, its JSON"),
      ]
    case .users:
      [
        ("Enter", "open the user"),
        ("Space, s", "exclude the user: the list without them, reversed"),
        ("x", "bring the user excluded back"), ("o", "open the user's website"),
        ("m", "open the user's location on OpenStreetMap"), ("/", "search the users"),
        ("n, N", "the next match of the search, the one before"),
        ("c, e, d", "create a user, edit them, delete them (after y)"),
        ("u", "undo a delete within 5 seconds"),
        sortKeys(SortColumns.users), ("y, Y", "copy the user's id, their JSON"),
      ]
    case .post:
      [
        ("a", "the post's author"), ("e, d", "edit the post, delete it (after y)"),
        ("u", "undo a delete within 5 seconds"),
        ("y, Y", "copy the post's URL, its JSON with its comments"),
      ]
    case .user:
      [
        ("↑ ↓, Enter", "move over the albums, open one"), ("t", "the user's to-dos"),
        ("o, m", "open the user's website, their location on OpenStreetMap"),
        ("e, d", "edit the user, delete them (after y)"),
        ("u", "undo a delete within 5 seconds"),
        ("y, Y", "copy the user's email, their JSON with albums and to-dos"),
      ]
    case .albums:
      [
        ("Enter", "open the album's photos"), ("/", "search the albums"),
        ("n, N", "the next match of the search, the one before"),
        sortKeys(SortColumns.albums), ("y, Y", "copy the album's id, its JSON"),
      ]
    case .album:
      [
        ("← → ↑ ↓, h l k j", "move between the photos"), ("Enter", "the photo's details"),
        ("/", "search the photos"), ("n, N", "the next match of the search, the one before"),
        ("y, Y", "copy the photo's id, its JSON"),
      ]
    case .photo:
      [("o", "open the photo's address"), ("y, Y", "copy the photo's URL, its JSON")]
    case .todos:
      [
        ("Space", "tick or untick the to-do"), ("u", "undo the last tick"),
        ("f", "all, done, pending"),
        ("↑ on the top row, ← →", "choose the filter"), ("/", "search the to-dos"),
        ("n, N", "the next match of the search, the one before"),
        sortKeys(SortColumns.todos), ("y, Y", "copy the to-do's id, its JSON"),
      ]
    case .form:
      [
        ("Tab, Shift-Tab", "the next field, the one before"), ("Ctrl-S", "save"),
        ("Ctrl-R", "after a save refused since the item changed: read it again, keeping edits"),
        ("Enter on Author", "pick the author: type or paste to search, ↑ ↓, Enter, Esc"),
        ("Ctrl-E", "edit the body in the external editor"), ("Esc", "back"),
      ]
    }
  }
}
