import Features
import TerminalViews

/// The lines of a detail screen, as the one-shot commands print them: ``PostDetailView`` and
/// ``UserDetailView`` wrapped at the screen's width.
enum DetailText {
  /// The lines of `screen`, with SGR styles when `usesColor`; none for a list.
  static func lines(of screen: BrowseScreen, width: Int, usesColor: Bool) -> [String] {
    let options = RenderOptions(width: width, usesColor: usesColor, isTerminal: true)
    let text: String
    switch screen {
    case .post(var state):
      state.detail = inBrowserWords(state.detail)
      text = PostDetailView(state: state).render(options: options)
    case .user(var state):
      state.detail = inBrowserWords(state.detail)
      text = UserDetailView(state: state).render(options: options)
    case .posts, .users, .todos, .albums, .album, .photo, .form: return []
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// `detail`, its failure as the browser words it.
  private static func inBrowserWords<Value>(_ detail: Loadable<Value>) -> Loadable<Value> {
    guard case .failed(let failure) = detail else { return detail }
    return .failed(failure.inBrowserWords)
  }

  /// The lines of `screen` that are the rows of its user's albums, one per album; `nil` on
  /// other screens and for a user without albums.
  static func albumRows(of screen: BrowseScreen, width: Int) -> Range<Int>? {
    guard case .user(let state) = screen else { return nil }
    let options = RenderOptions(width: width, usesColor: false, isTerminal: true)
    return UserDetailView(state: state).albumRows(options: options)
  }
}
