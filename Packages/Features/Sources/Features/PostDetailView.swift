import Models
import NetworkClient

/// A post's detail as terminal text: the title, the author, the body and the comments, or what
/// is happening instead.
///
/// ```
/// sunt aut facere
/// by Leanne Graham <Sincere@april.biz>, Romaguera-Crona
///
/// quia et suscipit
/// suscipit recusandae
///
/// Comments (1)
///
/// id labore ex et quam laborum
/// Eliseo@gardner.biz
/// laudantium enim quasi
/// ```
///
/// Line breaks in the text are kept and long lines wrap at word boundaries, so no line is wider
/// than ``RenderOptions/width``. Text from the server is sanitized (see
/// ``Swift/String/sanitizedForTerminal``).
public struct PostDetailView: Sendable {
  /// The state to show.
  public var state: PostDetailFeature.State

  /// Creates a view of `state`.
  public init(state: PostDetailFeature.State) {
    self.state = state
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions) -> String {
    lines(options: options).joined(separator: "\n")
  }

  private func lines(options: RenderOptions) -> [String] {
    let width = options.lineWidth
    switch state.detail {
    case .loading:
      return TextLayout.wrap("Loading post \(state.postID)…", width: width)
    case .failed(let failure):
      return TextLayout.wrapped(
        "Could not load post \(state.postID): \(failure.message)", width: width
      )
      .map { options.styled($0, .error) }
    case .loaded(let detail):
      return post(detail, options: options) + comments(detail.comments, options: options)
    }
  }

  private func post(_ detail: PostDetail, options: RenderOptions) -> [String] {
    let width = options.lineWidth
    let title = TextLayout.wrapped(detail.post.title, width: width).map {
      options.styled($0, .bold)
    }
    let byline: [String]
    if let author = detail.author {
      let name = TextLayout.firstLine(of: author.name)
      let email = TextLayout.firstLine(of: author.email)
      let company = TextLayout.firstLine(of: author.company.name)
      byline = TextLayout.wrap("by \(name) <\(email)>, \(company)", width: width)
    } else {
      byline = TextLayout.wrap("unknown author", width: width).map { options.styled($0, .dim) }
    }
    return title + byline + [""] + TextLayout.wrapped(detail.post.body, width: width)
  }

  private func comments(_ comments: [Comment], options: RenderOptions) -> [String] {
    let width = options.lineWidth
    guard !comments.isEmpty else {
      return [""] + TextLayout.wrap("No comments.", width: width)
    }
    let heading = TextLayout.wrap("Comments (\(comments.count))", width: width).map {
      options.styled($0, .bold)
    }
    return [""] + heading
      + comments.flatMap { comment in
        [""]
          + TextLayout.wrapped(comment.name, width: width).map { options.styled($0, .bold) }
          + TextLayout.wrapped(comment.email, width: width).map { options.styled($0, .dim) }
          + TextLayout.wrapped(comment.body, width: width)
      }
  }
}
