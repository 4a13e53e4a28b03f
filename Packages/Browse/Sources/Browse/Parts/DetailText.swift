import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit
import TerminalViews

/// The lines of a post's screen, as `app post` prints them: ``PostDetailView`` wrapped at the
/// screen's width.
enum DetailText {
  /// The lines of a post's detail, with SGR styles when `usesColor`.
  static func lines(of post: PostDetailFeature.State, width: Int, usesColor: Bool) -> [String] {
    var post = post
    post.detail = inBrowserWords(post.detail)
    return split(PostDetailView(state: post).render(options: options(width, usesColor)))
  }

  private static func options(_ width: Int, _ usesColor: Bool) -> RenderOptions {
    RenderOptions(width: width, usesColor: usesColor, isTerminal: true)
  }

  private static func split(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// `detail`, its failure as the browser words it.
  private static func inBrowserWords<Value>(_ detail: Loadable<Value>) -> Loadable<Value> {
    guard case .failed(let failure) = detail else { return detail }
    return .failed(failure.inBrowserWords)
  }
}
