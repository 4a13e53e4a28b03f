import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// A post's detail as text: the title, the author's fields, the body and the comments, or what
/// is happening instead.
///
/// ```
/// sunt aut facere
/// Author   Leanne Graham
/// Email    Sincere@april.biz
/// Company  Romaguera-Crona
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
/// The author's fields are a `FieldList`, an empty one left out; an unknown author shows as
/// `unknown`, and an empty title as `—`. On a terminal
/// the title, the heading and the comments' names are bold, labels and emails dim, and the text
/// wraps at word boundaries with its own line breaks kept, so that no line is wider than
/// `RenderOptions.width`. When `RenderOptions.isTerminal` is false the structure is the same,
/// but lines are neither wrapped nor styled. Text from the server is sanitized (see
/// `sanitizedForTerminal`).
public struct PostDetailView: Sendable {
  public var state: PostDetailFeature.State

  public init(state: PostDetailFeature.State) {
    self.state = state
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions) -> String {
    lines(options: options).joined(separator: "\n")
  }

  private func lines(options: RenderOptions) -> [String] {
    switch state.detail {
    case .loading:
      return options.layout("Loading post \(state.postID)…")
    case .failed(let failure):
      return options.layout("Could not load post \(state.postID): \(failure.message)").map {
        options.styled($0, .error)
      }
    case .loaded(let detail):
      return post(detail, options: options) + comments(detail.comments, options: options)
    }
  }

  private func post(_ detail: PostDetail, options: RenderOptions) -> [String] {
    let text = detail.post.title.sanitizedForTerminalLine
    let title = options.layout(TextTable.shown(text)).map { options.styled($0, .bold) }
    let fields: [FieldList.Field]
    if let author = detail.author {
      fields = [
        FieldList.Field("Author", author.name.sanitizedForTerminalLine),
        FieldList.Field("Email", author.email.sanitizedForTerminalLine),
        FieldList.Field("Company", author.company.name.sanitizedForTerminalLine),
      ]
    } else {
      fields = [
        FieldList.Field("Author", "unknown", style: .dim),
        FieldList.Field("Email", nil),
        FieldList.Field("Company", nil),
      ]
    }
    return title + FieldList(fields).lines(options: options) + [""]
      + options.layout(detail.post.body)
  }

  private func comments(_ comments: [Comment], options: RenderOptions) -> [String] {
    guard !comments.isEmpty else {
      return [""] + options.layout("No comments.")
    }
    let heading = options.layout("Comments (\(comments.count))").map {
      options.styled($0, .bold)
    }
    var lines = [""] + heading
    for comment in comments {
      lines.append("")
      lines += options.layout(comment.name).map { options.styled($0, .bold) }
      lines += options.layout(comment.email).map { options.styled($0, .dim) }
      lines += options.layout(comment.body)
    }
    return lines
  }
}
