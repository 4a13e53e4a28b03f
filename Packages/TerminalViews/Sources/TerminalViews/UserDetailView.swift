import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// A user's detail as text: the name, the contact, address and company fields, the coordinates
/// with a map link, the user's albums and a to-do summary, or what is happening instead.
///
/// ```
/// Leanne Graham
/// Username      Bret
/// Email         Sincere@april.biz
/// Phone         1-770-736-8031 x56442
/// Website       hildegard.org
/// Address       Kulas Light, Apt. 556
///               Gwenborough 92998-3874
/// Coordinates   -37.3159, 81.1496
/// Map           https://www.openstreetmap.org/?mlat=-37.3159&mlon=81.1496#map=12/-37.3159/81.1496
/// Company       Romaguera-Crona
/// Catch phrase  Multi-layered client-server neural-net
/// BS            harness real-time e-markets
///
/// Albums (2)
/// ID  TITLE
///  1  quidem molestiae enim
///  2  sunt qui excepturi placeat culpa
///
/// To-dos: 1 of 2 done
/// ```
///
/// The fields are a `FieldList` and wrap at the width, except the map link, which stays whole
/// so that it can be clicked or copied; it is left out when the coordinates are not numbers, and
/// an empty field is left out too. On a terminal at least `WorldMap.minimumWidth` (`ScreenKit`) cells wide,
/// for coordinates that are numbers, a `WorldMap` of at most 40 characters, with a pin at
/// them, stands between the fields and the link, in the value
/// column when it fits there.
/// The coordinates appear in the link as the server wrote them. The albums are a ``TextTable``
/// (tab-separated rows when `RenderOptions.isTerminal` is false). Text from the server is
/// sanitized (see `sanitizedForTerminal`).
public struct UserDetailView: Sendable {
  public var state: UserDetailFeature.State

  public init(state: UserDetailFeature.State) {
    self.state = state
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions) -> String {
    lines(options: options).joined(separator: "\n")
  }

  /// The OpenStreetMap address that centres a map on `geo`, or `nil` unless both coordinates
  /// are numbers in range. The coordinates are the server's text, percent-encoded where they
  /// have anything but digits, signs, dots and letters.
  public static func mapLink(for geo: User.Geo) -> String? {
    guard geo.latitude != nil, geo.longitude != nil,
      let lat = geo.lat.addingPercentEncoding(withAllowedCharacters: coordinateCharacters),
      let lng = geo.lng.addingPercentEncoding(withAllowedCharacters: coordinateCharacters)
    else { return nil }
    return "https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lng)#map=12/\(lat)/\(lng)"
  }

  private static let coordinateCharacters = CharacterSet(
    charactersIn: "0123456789+-.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

  private func lines(options: RenderOptions) -> [String] {
    switch state.detail {
    case .loading:
      return options.layout("Loading user \(state.userID)…")
    case .failed(let failure):
      return options.layout("Could not load user \(state.userID): \(failure.message)").map {
        options.styled($0, .error)
      }
    case .loaded(let detail):
      return user(detail.user, options: options) + [""] + albums(detail.albums, options: options)
        + [""] + options.layout(todoSummary(detail))
    }
  }

  /// The lines of ``render(options:)`` that are the rows of the albums' table, one per album,
  /// in order; `nil` while the user is not loaded or has no albums.
  public func albumRows(options: RenderOptions) -> Range<Int>? {
    guard case .loaded(let detail) = state.detail, !detail.albums.isEmpty else { return nil }
    let above = user(detail.user, options: options).count + 1
    let heading = options.layout(Self.albumsHeading(detail.albums)).count
    let table = Self.albumsTable(detail.albums).lines(options: options).count
    guard table >= detail.albums.count else { return nil }
    let first = above + heading + table - detail.albums.count
    return first..<(first + detail.albums.count)
  }

  /// The parts that are not empty, joined by `separator`; `nil` when all are empty.
  private static func joined(_ parts: [String], separator: String) -> String? {
    let shown = parts.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    return shown.isEmpty ? nil : shown.joined(separator: separator)
  }

  private func user(_ user: User, options: RenderOptions) -> [String] {
    let address = user.address
    let name = TextTable.shown(user.name.sanitizedForTerminalLine)
    let title = options.layout(name).map { options.styled($0, .bold) }
    let addressLines = [
      Self.joined([address.street, address.suite], separator: ", "),
      Self.joined([address.city, address.zipcode], separator: " "),
    ]
    let fields = [
      FieldList.Field("Username", user.username.sanitizedForTerminalLine),
      FieldList.Field("Email", user.email.sanitizedForTerminalLine),
      FieldList.Field("Phone", user.phone.sanitizedForTerminalLine),
      FieldList.Field("Website", user.website.sanitizedForTerminalLine),
      FieldList.Field("Address", Self.joined(addressLines.compactMap { $0 }, separator: "\n")),
      FieldList.Field(
        "Coordinates", Self.joined([address.geo.lat, address.geo.lng], separator: ", ")),
    ]
    let fieldsBelowTheMap = [
      FieldList.Field("Map", Self.mapLink(for: address.geo), wraps: false),
      FieldList.Field("Company", user.company.name.sanitizedForTerminalLine),
      FieldList.Field("Catch phrase", user.company.catchPhrase.sanitizedForTerminalLine),
      FieldList.Field("BS", user.company.bs.sanitizedForTerminalLine),
    ]
    let above = FieldList(fields + fieldsBelowTheMap.map { FieldList.Field($0.label, nil) })
    let below = FieldList(fields.map { FieldList.Field($0.label, nil) } + fieldsBelowTheMap)
    let map = Self.mapLines(for: address.geo, valueColumn: above.valueColumn, options: options)
    return title + above.lines(options: options) + map + below.lines(options: options)
  }

  private func albums(_ albums: [Album], options: RenderOptions) -> [String] {
    guard !albums.isEmpty else { return options.layout("No albums.") }
    let heading = options.layout(Self.albumsHeading(albums)).map { options.styled($0, .bold) }
    return heading + Self.albumsTable(albums).lines(options: options)
  }

  private static func albumsHeading(_ albums: [Album]) -> String {
    "Albums (\(albums.count))"
  }

  private static func albumsTable(_ albums: [Album]) -> TextTable {
    TextTable(
      columns: [
        TextTable.Column("ID", alignment: .trailing, shrinkPriority: nil),
        TextTable.Column("TITLE"),
      ],
      rows: albums.map { [TextTable.Cell($0.id.description), TextTable.Cell($0.title)] }
    )
  }

  private func todoSummary(_ detail: UserDetail) -> String {
    guard !detail.todos.isEmpty else { return "To-dos: none" }
    return "To-dos: \(detail.completedTodoCount) of \(detail.todos.count) done"
  }
}
