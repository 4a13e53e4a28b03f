import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The users list as text: a table of `ID  NAME  EMAIL  CITY  COMPANY` with a footer,
/// tab-separated rows for other programs, or what is happening instead.
///
/// On a terminal, with user 2 selected as the owner:
///
/// ```
/// Selected: Renée Fontaine (#2)
/// ID  NAME           EMAIL              CITY         COMPANY
///  3  田中 太郎      taro@example.jp    東京         Tanaka
///  1  Leanne Graham  Sincere@april.biz  Gwenborough  Romaguera-Crona
/// 2 users
/// ```
///
/// The rows are `UsersListFeature.State.result`'s, and show nothing else of a user. The
/// header line names the selected owner; an owner the server does not have is the failure
/// `Could not load users: user 7 not found`. The footer counts the users shown or places the page in the collection
/// (`page 1 of 2 (10 users)`); an empty list says `No users.`, and a search that found nothing
/// `No users match "TEXT".`. When `RenderOptions.isTerminal` is false, each user is one line
/// `id<TAB>name<TAB>email<TAB>city<TAB>company` with the full values, and there is no header
/// line, table header, footer, message or style. Text from the server is sanitized (see
/// `sanitizedForTerminal`).
public struct UsersListView: Sendable {
  public var state: UsersListFeature.State

  public init(state: UsersListFeature.State) {
    self.state = state
  }

  /// The text to print: lines separated by `\n`, without a final line break. An empty list is
  /// empty text when not writing to a terminal.
  public func render(options: RenderOptions) -> String {
    ListLayout.lines(
      state.result,
      noun: .user,
      search: state.search,
      header: header(options: options),
      options: options
    ) { Self.table($0) }
    .joined(separator: "\n")
  }

  private func header(options: RenderOptions) -> [String] {
    guard let owner = state.owner else { return [] }
    return options.layout("Selected: \(owner.name) (#\(owner.id))").map {
      options.styled($0, .bold)
    }
  }

  /// The table of `users`: id, name, email, city and company. The name shrinks last and is
  /// dropped last; in a narrow window the city goes first, then the company, then the email.
  public static func table(_ users: [User]) -> TextTable {
    TextTable(
      columns: [
        TextTable.Column("ID", alignment: .trailing, shrinkPriority: nil, importance: 4),
        TextTable.Column("NAME", minimumWidth: 16, importance: 5),
        TextTable.Column("EMAIL", shrinkPriority: 2, minimumWidth: 14, importance: 3),
        TextTable.Column("CITY", shrinkPriority: 2, minimumWidth: 8, importance: 1),
        TextTable.Column("COMPANY", shrinkPriority: 2, minimumWidth: 10, importance: 2),
      ],
      rows: users.map { user in
        [
          TextTable.Cell(user.id.description),
          TextTable.Cell(user.name.sanitizedForTerminalLine),
          TextTable.Cell(user.email.sanitizedForTerminalLine),
          TextTable.Cell(user.address.city.sanitizedForTerminalLine),
          TextTable.Cell(user.company.name.sanitizedForTerminalLine),
        ]
      }
    )
  }
}
