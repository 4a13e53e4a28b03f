import ArgumentParsing
import Features
import Models
import TerminalUI

extension Invocation {
  /// A command that changes data on the server.
  ///
  /// Each form command carries the fields given as options, by field; no field at all means
  /// none was given, which on a terminal asks for each field in turn. A post's body of `-`
  /// stands for standard input.
  public enum WriteCommand: Sendable, Hashable {
    /// `app user create [--name NAME ...]`
    case createUser([UserFormFeature.Field: String])
    /// `app user edit <id> [--name NAME ...]`
    case editUser(User.ID, [UserFormFeature.Field: String])
    /// `app user delete <id> [--yes]`; `confirmed` with `--yes`.
    case deleteUser(User.ID, confirmed: Bool)
    /// `app post create [--user ID] [--title TEXT] [--body TEXT]`
    case createPost([PostFormFeature.Field: String])
    /// `app post edit <id> [--title TEXT] [--body TEXT]`
    case editPost(Post.ID, [PostFormFeature.Field: String])
    /// `app post delete <id> [--yes]`; `confirmed` with `--yes`.
    case deletePost(Post.ID, confirmed: Bool)
  }
}

extension Invocation.WriteCommand {
  /// The command's name, such as `post delete`, for its usage line.
  public var name: String {
    switch self {
    case .createUser: "user create"
    case .editUser: "user edit"
    case .deleteUser: "user delete"
    case .createPost: "post create"
    case .editPost: "post edit"
    case .deletePost: "post delete"
    }
  }

  /// The write command `name` with its arguments and options, or `nil` when `name` is not one.
  static func parse(_ name: String, _ parsed: ParsedArguments) throws(UsageError) -> Self? {
    let values = CommandLineValues(parsed: parsed, command: name)
    switch name {
    case "user create":
      return .createUser(userFields(parsed))
    case "user edit":
      return .editUser(try values.argumentID(named: "user"), userFields(parsed))
    case "user delete":
      return .deleteUser(try values.argumentID(named: "user"), confirmed: parsed.hasFlag("yes"))
    case "post create":
      return .createPost(
        postFields(parsed, options: [("user", .userId), ("title", .title), ("body", .body)]))
    case "post edit":
      return .editPost(
        try values.argumentID(named: "post"),
        postFields(parsed, options: [("title", .title), ("body", .body)]))
    case "post delete":
      return .deletePost(try values.argumentID(named: "post"), confirmed: parsed.hasFlag("yes"))
    default:
      return nil
    }
  }

  private static func userFields(_ parsed: ParsedArguments) -> [UserFormFeature.Field: String] {
    var fields: [UserFormFeature.Field: String] = [:]
    for (option, field) in AppCommandLine.userFieldOptionNames {
      fields[field] = parsed.value(of: option)
    }
    return fields
  }

  private static func postFields(
    _ parsed: ParsedArguments, options: [(String, PostFormFeature.Field)]
  ) -> [PostFormFeature.Field: String] {
    var fields: [PostFormFeature.Field: String] = [:]
    for (option, field) in options {
      fields[field] = parsed.value(of: option)
    }
    return fields
  }
}
