import Features
import JSONPlaceholderFeatures
import Models
import ScreenKit
import TerminalKit

/// A post form as text: its problems one line per field, what it is doing, or the post as the
/// server returned it.
///
/// ```
/// ID       101
/// User ID  1
/// Title    Hello
/// Body     First line
/// ```
///
/// Invalid, it shows one line per field, `title: can't be blank`, in the error style; editing,
/// the fields as typed, empty ones left out. Text is sanitized (see `sanitizedForTerminal`).
public struct PostFormView: Sendable {
  public var state: PostFormFeature.State

  public init(state: PostFormFeature.State) {
    self.state = state
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions) -> String {
    lines(options: options).joined(separator: "\n")
  }

  private var subject: String {
    switch state.mode {
    case .create: "post"
    case .edit(let post): "post \(post.id)"
    }
  }

  private func present(_ value: String) -> String? {
    value.isEmpty ? nil : value
  }

  private func lines(options: RenderOptions) -> [String] {
    switch state.status {
    case .editing:
      return FieldList([
        FieldList.Field("User ID", present(state.fields.userId)),
        FieldList.Field("Title", present(state.fields.title)),
        FieldList.Field("Body", present(state.fields.body)),
      ]).lines(options: options)
    case .invalid(let errors):
      return errors.lines.flatMap(options.layout).map { options.styled($0, .error) }
    case .submitting:
      return options.layout("Saving \(subject)…")
    case .saved(let post):
      return FieldList([
        FieldList.Field("ID", post.id.description),
        FieldList.Field("User ID", post.userId.description),
        FieldList.Field("Title", post.title),
        FieldList.Field("Body", post.body),
      ]).lines(options: options)
    case .failed(let failure):
      return options.layout("Could not save \(subject): \(failure.message)").map {
        options.styled($0, .error)
      }
    }
  }
}
